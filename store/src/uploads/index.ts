// The uploads aggregate's public face (store/README.md).
export {};
