// The websites aggregate's public face (store/README.md).
export {};
