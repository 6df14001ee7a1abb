// The rate-limits aggregate's public face (store/README.md).
export {};
