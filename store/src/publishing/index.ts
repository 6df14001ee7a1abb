// The publishing aggregate's public face (store/README.md).
export {};
