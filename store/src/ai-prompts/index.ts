// The ai-prompts aggregate's public face (store/README.md).
export {};
