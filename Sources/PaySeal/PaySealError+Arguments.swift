// Generated from Include/payseal_results.json by tools/generate_bindings.py; do not edit.

extension PaySealError.Subject {
    /// The stable keys of the arguments a binding calls by another name: each is the C parameter's
    /// name, which `payseal_last_error_subject` begins with; the bindings' tables of their own
    /// names come from the same description (Include/payseal_results.json).
    public enum Argument {
        /// `data_restrictions_json` (Python `data_restrictions`, Rust `data_restrictions`, Java `dataRestrictions`).
        public static let dataRestrictionsJSON = "data_restrictions_json"

        /// `context_json` (Python `context`, Rust `context`, Java `context`).
        public static let contextJSON = "context_json"

        /// `params_json` (Python `params`, Rust `params`, Java `params`).
        public static let paramsJSON = "params_json"

        /// `accepted_json` (Python `accepted`, Rust `accepted`, Java `accepted`).
        public static let acceptedJSON = "accepted_json"

        /// `catalog_json` (Python `catalog`, Rust `catalog_json`, Java `catalog`).
        public static let catalogJSON = "catalog_json"
    }
}
