// The leads aggregate's public face (store/README.md).
export {};
