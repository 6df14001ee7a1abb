// The events aggregate's public face (store/README.md).
export {};
