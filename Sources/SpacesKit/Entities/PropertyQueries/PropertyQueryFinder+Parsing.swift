import Foundation

extension PropertyQueryFinder {
  /// The sentence the Find action asks for, with the properties and comparisons it takes:
  /// “Title: is, contains · Published: is greater than; sort by Published”.
  package var grammar: String {
    let properties = properties.map { property in
      "\(property.title): " + property.comparisons.map(\.rawValue).joined(separator: ", ")
    }.joined(separator: " · ")
    let sorts =
      sortingOptions.isEmpty ? "" : "; sorted by " + sortingOptions.joined(separator: ", ")
    return properties + sorts
  }

  /// Reads what a person typed: `<property> <comparison> <value>` (two values joined by “and”
  /// for “is between”), then optionally `sorted by <property> [ascending|descending]` and
  /// `limit <n>`. Throws a `Failure` naming what it didn't understand.
  package func request(from text: String) throws(Failure) -> Request {
    var rest = text.trimmingCharacters(in: .whitespaces)
    var limit: Int?
    if let range = rest.range(of: " limit ", options: [.caseInsensitive, .backwards]) {
      let count = rest[range.upperBound...].trimmingCharacters(in: .whitespaces)
      guard let number = Int(count), number > 0 else {
        throw .badLimit(typed: String(count))
      }
      limit = number
      rest = String(rest[..<range.lowerBound])
    }
    var sort: Int?
    var ascending = true
    if let range = rest.range(of: " sorted by ", options: [.caseInsensitive, .backwards]) {
      var option = rest[range.upperBound...].trimmingCharacters(in: .whitespaces).lowercased()
      for (word, order) in [(" descending", false), (" ascending", true)]
      where option.hasSuffix(word) {
        option.removeLast(word.count)
        ascending = order
      }
      guard let index = sortingOptions.firstIndex(where: { $0.lowercased() == option }) else {
        throw .unknownSort(typed: option, known: sortingOptions)
      }
      sort = index
      rest = String(rest[..<range.lowerBound])
    }
    // The property whose title starts the text (the longest, so “Published date” beats
    // “Published”).
    let lowered = rest.lowercased()
    let candidates = properties.indices.filter {
      let title = properties[$0].title.lowercased()
      return lowered == title || lowered.hasPrefix(title + " ")
    }
    guard
      let property = candidates.max(by: {
        properties[$0].title.count < properties[$1].title.count
      })
    else {
      let typed = rest.split(separator: " ").first.map(String.init) ?? rest
      throw .unknownProperty(typed: typed, known: properties.map(\.title))
    }
    rest = String(rest.dropFirst(properties[property].title.count))
      .trimmingCharacters(in: .whitespaces)
    // The comparison that starts the rest, the longest first (“is not” before “is”).
    let comparisons = EntityQueryComparison.spellings.filter {
      rest.lowercased() == $0.text || rest.lowercased().hasPrefix($0.text + " ")
    }
    guard let comparison = comparisons.max(by: { $0.text.count < $1.text.count }) else {
      let typed = rest.split(separator: " ").prefix(2).joined(separator: " ")
      throw .unknownComparison(
        property: properties[property].title, typed: typed,
        supported: properties[property].comparisons.map(\.rawValue))
    }
    guard properties[property].comparisons.contains(comparison.comparison) else {
      throw .unknownComparison(
        property: properties[property].title, typed: comparison.text,
        supported: properties[property].comparisons.map(\.rawValue))
    }
    let value = String(rest.dropFirst(comparison.text.count)).trimmingCharacters(
      in: .whitespaces)
    var values = [value]
    if comparison.comparison == .isBetween {
      values = value.components(separatedBy: " and ").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    guard values.count == comparison.comparison.valueCount, !values.contains(where: \.isEmpty)
    else {
      throw .missingValue(comparison: comparison.comparison.rawValue)
    }
    return Request(
      property: property, comparison: comparison.comparison, values: values, sort: sort,
      ascending: ascending, limit: limit)
  }
}

extension EntityQueryComparison {
  /// Every way to write a comparison: its own words and the symbols and words people use.
  static let spellings: [(text: String, comparison: EntityQueryComparison)] =
    allCases.map { ($0.rawValue, $0) } + [
      ("=", .equalTo), ("==", .equalTo), ("equals", .equalTo), ("!=", .notEqualTo),
      ("<", .lessThan), ("before", .lessThan), ("is before", .lessThan), (">", .greaterThan),
      ("after", .greaterThan), ("is after", .greaterThan), ("<=", .lessThanOrEqualTo),
      (">=", .greaterThanOrEqualTo), ("starts with", .hasPrefix), ("between", .isBetween),
    ]
}
