// The members aggregate's public face (store/README.md).
export {};
