/// The family an SF Symbol name belongs to, for names the table lacks.
///
/// SF Symbols are named base first, then variants (`tram.fill.tunnel`, `person.crop.circle
/// .badge.checkmark`, `battery.75percent`, `character.book.closed.rtl`): a name the table lacks
/// draws as its nearest relative the table has, found by dropping a `.badge.*` tail, then
/// variant parts (`.fill`, `.circle`, `.square`, `.slash`, `.rtl`, numbers…) and finally trailing
/// parts one at a time, before the placeholder.
package enum SymbolFamily {
  /// Name parts that mark a variant of a symbol's shape rather than a different symbol.
  static let variantParts: Set<Substring> = [
    "fill", "filled", "circle", "square", "slash", "rectangle", "dashed", "badge",
  ]

  /// Name parts that only localize or number a symbol: dropped first, wherever they are.
  static let localizingParts: Set<Substring> = [
    "rtl", "inverse", "ar", "he", "hi", "ja", "ko", "th", "zh",
  ]

  /// The most parts a name is searched by (SF Symbol names have fewer; longer names are cut).
  static let partLimit = 12

  /// Whether a name part only localizes or numbers a symbol.
  static func isLocalizing(_ part: Substring) -> Bool {
    localizingParts.contains(part) || part.allSatisfy(\.isNumber)
      || (part.hasSuffix("percent") && part.first?.isNumber == true)
  }

  /// Whether a name part is a variant: a shape word, a localization, a number.
  static func isVariant(_ part: Substring) -> Bool {
    variantParts.contains(part) || isLocalizing(part)
  }

  /// The names to try in place of `name`, nearest relative first (`name` itself not included;
  /// none for an empty name).
  package static func candidates(for name: String) -> [String] {
    var parts = Array(
      name.split(separator: ".", maxSplits: partLimit, omittingEmptySubsequences: true)
        .prefix(partLimit))
    var result: [String] = []
    var seen: Set<String> = [name]
    func add(_ candidate: [Substring]) {
      guard !candidate.isEmpty else { return }
      let joined = candidate.joined(separator: ".")
      if seen.insert(joined).inserted { result.append(joined) }
    }
    if let first = parts.first {
      add([first] + parts.dropFirst().filter { !isLocalizing($0) })
    }
    if let badge = parts.firstIndex(of: "badge"), badge > 0 {
      parts = Array(parts[..<badge])
    }
    while !parts.isEmpty {
      add(parts)
      var trimmed = parts
      while trimmed.count > 1, let last = trimmed.last, isVariant(last) {
        trimmed.removeLast()
        add(trimmed)
      }
      add([parts[0]] + parts.dropFirst().filter { !isVariant($0) })
      parts.removeLast()
    }
    return result
  }

  /// The name the table draws `name` with: `name` if known, else its nearest known relative;
  /// `nil` when no relative is known.
  package static func resolve(_ name: String, isKnown: (String) -> Bool) -> String? {
    if isKnown(name) { return name }
    return candidates(for: name).first(where: isKnown)
  }
}
