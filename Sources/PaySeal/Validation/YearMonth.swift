#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "Today" for the date rules, as an input, so that every result can be pinned by a vector.
public struct YearMonth: Sendable, Hashable, Comparable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int

    /// A month of a year, such as `YearMonth(year: 2030, month: 12)`.
    /// - Throws: ``PaySealError/Code/argument`` for a month outside 1...12 or a year outside 1...9999.
    public init(year: Int, month: Int) throws(PaySealError.Thrown) {
        guard (1...12).contains(month), (1...9999).contains(year) else {
            throw PaySealError(.argument, "today must be a year 1...9999 and a month 1...12 (got \(year), \(month))")
        }
        self.year = year
        self.month = month
    }

    private init(unchecked year: Int, _ month: Int) {
        self.year = year
        self.month = month
    }

    /// The current month by the system clock, in UTC.
    public static var current: YearMonth {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil else { return YearMonth(unchecked: 1970, 1) }
        return YearMonth(unchecked: Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1)
    }

    /// The C convention: (0, 0) is the system clock; anything else must be a valid month.
    package static func fromC(year: Int32, month: Int32) throws(PaySealError.Thrown) -> YearMonth {
        if year == 0 && month == 0 { return .current }
        return try YearMonth(year: Int(year), month: Int(month))
    }

    /// Chronological order: by year, then by month.
    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
