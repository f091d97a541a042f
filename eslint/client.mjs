// Client rules (client/src): feature boundaries (issue #32).
export default [];
