// The domains aggregate's public face (store/README.md).
export {};
