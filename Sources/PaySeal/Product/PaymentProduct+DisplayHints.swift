/// The display hints a form is built from, typed (`docs/card-input.md`, "Payment product"). Each is
/// read strictly: a member of the wrong type is ``PaySealError/Code/json`` naming it, `null` counts
/// as absent. The normalized JSON (``PaymentProduct/json``) carries them too, as they came.
extension PaymentProduct {
    /// A product's display hints (its `displayHints`, or an entry of its `displayHintsList`): its
    /// name and logo.
    public struct DisplayHints: Sendable, Hashable {
        /// `label`: the product's name ("VISA"), if present.
        public let label: String?
        /// `logo`: the path of the product's logo under the session's `assetUrl`, if present.
        public let logo: String?
        /// `displayOrder`: where the product goes in a list of products, if present.
        public let displayOrder: Int?

        /// Hints with these values (a preview, a test; the Client API's come from the product's JSON).
        public init(label: String?, logo: String?, displayOrder: Int?) {
            self.label = label
            self.logo = logo
            self.displayOrder = displayOrder
        }

        init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
            label = try reader.string("label")
            logo = try reader.string("logo")
            displayOrder = try reader.integer("displayOrder")
        }

        /// `displayHints` and the typed `displayHintsList` of `owner` (a product or an account on
        /// file): the hints are `displayHints` when present, else the list's first entry.
        static func read(_ owner: JSONObjectReader) throws(PaySealError.Thrown) -> (DisplayHints?, [DisplayHints]) {
            let list = try owner.objects("displayHintsList").map { (item) throws(PaySealError.Thrown) in try DisplayHints(item) }
            let own = try owner.object("displayHints").map { (item) throws(PaySealError.Thrown) in try DisplayHints(item) }
            return (own ?? list.first, list)
        }

        /// The object `owner`'s hints come from: `displayHints` when present (not `null`), else the
        /// first entry of `displayHintsList`, every entry of which must be an object.
        static func effective(_ owner: JSONObjectReader) throws(PaySealError.Thrown) -> JSONObjectReader? {
            let list = try owner.objects("displayHintsList")
            return try owner.object("displayHints") ?? list.first
        }
    }

    /// A field's `displayHints.tooltip`.
    public struct Tooltip: Sendable, Equatable {
        /// `label`: the help text, if present.
        public let label: String?
        /// `image`: the path of a help image under the session's `assetUrl`, if present.
        public let image: String?

        init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
            label = try reader.string("label")
            image = try reader.string("image")
        }
    }

    /// A field's `displayHints.formElement`: the kind of input, and for a `list` the values to choose from.
    public struct FormElement: Sendable, Equatable {
        /// `type`: `text`, `list`, `currency`, `date`, `boolean`, …; `""` when absent.
        public let type: String
        /// `valueMapping`: the values of a list, in document order (empty when absent).
        public let valueMapping: [ValueMapping]

        init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
            type = try reader.string("type") ?? ""
            valueMapping = try reader.objects("valueMapping").map { (item) throws(PaySealError.Thrown) in try ValueMapping(item) }
        }
    }

    /// One value of a list field: what is sent, and what the customer sees.
    public struct ValueMapping: Sendable, Equatable {
        /// `value`: the value to set in the request; `""` when absent.
        public let value: String
        /// `displayName`: the text to show (older responses), if present.
        public let displayName: String?
        /// `displayElements`: what to show for the value (newer responses), in document order.
        public let displayElements: [DisplayElement]

        init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
            value = try reader.string("value") ?? ""
            displayName = try reader.string("displayName")
            displayElements = try reader.objects("displayElements").map { (item) throws(PaySealError.Thrown) in try DisplayElement(item) }
        }

        /// The text to show: the `displayName` element's value, else `displayName`, else `value`.
        public var text: String {
            displayElements.first { $0.id == "displayName" }?.value ?? displayName ?? value
        }
    }

    /// One element of a list value's display: `{"id": "displayName", "type": "STRING", "value": "…"}`.
    public struct DisplayElement: Sendable, Equatable {
        /// `id` (`displayName`, …); `""` when absent.
        public let id: String
        /// `type` (`STRING`, `URI`, …); `""` when absent.
        public let type: String
        /// `value`; `""` when absent.
        public let value: String

        init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
            id = try reader.string("id") ?? ""
            type = try reader.string("type") ?? ""
            value = try reader.string("value") ?? ""
        }
    }
}
