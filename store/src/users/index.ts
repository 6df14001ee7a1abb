// The users aggregate's public face (store/README.md).
export {};
