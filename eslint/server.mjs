// Server rules (server/src): type-checked promise rules and module boundaries (issue #32).
export default [];
