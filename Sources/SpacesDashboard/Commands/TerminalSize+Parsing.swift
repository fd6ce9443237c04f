import SpacesEngine

extension TerminalSize {
  /// Reads `WIDTHxHEIGHT` (each 1–1000, e.g. `100x30`); `nil` for anything else.
  init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
