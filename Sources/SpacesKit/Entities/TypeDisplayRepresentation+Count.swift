import Foundation

extension TypeDisplayRepresentation {
  /// The format specifiers a `numericFormat` may hold its count in.
  private static let countSpecifiers = ["%lld", "%llu", "%ld", "%lu", "%d", "%u", "%@"]

  /// The name for a count, from `numericFormat` (“3 episodes”); without one, the count and the
  /// name (“3 Episode”), as iOS falls back to the name.
  package func counted(_ count: Int) -> String {
    guard let format = numericFormat?.resolvedText,
      let specifier = Self.countSpecifiers.first(where: { format.contains($0) })
    else {
      return "\(count) \(name.resolvedText)"
    }
    return format.replacingOccurrences(of: specifier, with: "\(count)")
  }

  /// The plural name read from `numericFormat` without its count, capitalized as a title
  /// (“Episodes” from “\(placeholder: .int) episodes”); `nil` without a format.
  package var pluralName: String? {
    guard var format = numericFormat?.resolvedText,
      let specifier = Self.countSpecifiers.first(where: { format.contains($0) })
    else { return nil }
    format = format.replacingOccurrences(of: specifier, with: "")
      .trimmingCharacters(in: .whitespaces)
    guard let first = format.first else { return nil }
    return first.uppercased() + format.dropFirst()
  }
}
