/// The appearance an asset variant is for: what a catalog's `appearances` entries select.
package struct AssetAppearance: Equatable, Hashable, Sendable {
  /// Dark mode (`"luminosity": "dark"`).
  package var isDark: Bool
  /// Increased contrast (`"contrast": "high"`).
  package var isHighContrast: Bool

  package init(isDark: Bool = false, isHighContrast: Bool = false) {
    self.isDark = isDark
    self.isHighContrast = isHighContrast
  }

  /// How well a variant's `appearances` match this appearance: `nil` when they contradict it
  /// (a dark variant in light mode), else higher for more matching entries.
  package func score(_ appearances: [[String: Any]]?) -> Int? {
    var score = 0
    for entry in appearances ?? [] {
      guard let kind = entry["appearance"] as? String, let value = entry["value"] as? String
      else { continue }
      switch (kind, value) {
      case ("luminosity", "dark"):
        guard isDark else { return nil }
        score += 2
      case ("luminosity", "light"):
        guard !isDark else { return nil }
        score += 1
      case ("contrast", "high"):
        guard isHighContrast else { return nil }
        score += 1
      default:
        continue
      }
    }
    return score
  }
}
