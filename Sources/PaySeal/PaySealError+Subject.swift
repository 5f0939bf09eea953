extension PaySealError {
    /// What an error is about: one argument, by the C ABI's name for it (the header's parameter
    /// name, e.g. "params_json"), and where inside it (a JSON member or an array index). The C
    /// ABI's messages use these names; a binding whose parameter has another name ("params" in
    /// Python) renders the subject with its own name and then ``PaySealError/detail``, so no layer
    /// rewrites message text.
    public struct Subject: Hashable, Sendable {
        /// Where inside the argument.
        public enum Member: Hashable, Sendable {
            /// A member of a JSON object, by its key.
            case key(String)
            /// An element of a JSON array, from 0.
            case index(Int)
        }

        /// The argument, by its C ABI parameter name: a stable key that no release renames.
        public let argument: String
        /// Where inside the argument, if the error is about a part of it.
        public let member: Member?

        /// The subject of a failure about `argument` (its C parameter name), or about `member` inside it.
        public init(_ argument: String, member: Member? = nil) {
            self.argument = argument
            self.member = member
        }

        /// The subject as one stable key: `params_json`, `params_json.cardNumber`,
        /// `accepted_json[1]` (what `payseal_last_error_subject` returns).
        public var key: String {
            switch member {
            case nil: return argument
            case let .key(name)?: return argument + "." + name
            case let .index(index)?: return argument + "[\(index)]"
            }
        }

        /// The subject as a message begins with it, the argument called `argumentName`:
        /// `params_json "cardNumber"`, `accepted_json[1]`.
        public func rendered(argumentName: String) -> String {
            switch member {
            case nil: return argumentName
            case let .key(name)?: return argumentName + " \"" + name + "\""
            case let .index(index)?: return argumentName + "[\(index)]"
            }
        }
    }
}
