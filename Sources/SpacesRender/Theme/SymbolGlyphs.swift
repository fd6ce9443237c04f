import SpacesKit

/// The terminal glyph for each SF Symbol, with an ASCII fallback.
///
/// The table lives in `Symbols/symbols.yaml` (about 3,000 symbols: system controls, transport,
/// media, weather, health, home, time, communication, people, devices, arrows, shapes and
/// status, with their `.fill`, `.circle`, `.square` and `.slash` variants, numbers and letters),
/// loaded once by `SymbolTable`. `table` below adds entries
/// in code; where both name a symbol, `table` wins. A theme's `symbols:` overrides both.
package enum SymbolGlyphs {
  /// Symbol name → (Unicode glyph, ASCII fallback), on top of `symbols.yaml`.
  package static let table: [String: (glyph: String, ascii: String)] = [
    "hourglass": ("⏳", "%"),
    "hourglass.bottomhalf.filled": ("⌛", "X"),
    "hourglass.tophalf.filled": ("⌛", "X"),
    "timer": ("⏱", "T"),
    "stopwatch": ("⏱", "T"),
    "alarm": ("⏰", "A"),
    "cup.and.saucer": ("☕", "c"),
    "cup.and.saucer.fill": ("☕", "c"),
    "mug": ("☕", "c"),
    "bell": ("🔔", "b"),
    "bell.fill": ("🔔", "b"),
    "bell.slash": ("🔕", "-"),
    "bell.slash.fill": ("🔕", "-"),
    "flashlight.on.fill": ("🔦", "*"),
    "flashlight.off.fill": ("🔦", "."),
    "camera": ("📷", "o"),
    "camera.fill": ("📷", "o"),
    "lock": ("🔒", "L"),
    "lock.fill": ("🔒", "L"),
    "lock.open": ("🔓", "U"),
    "lock.open.fill": ("🔓", "U"),
    "airplane": ("✈", "P"),
    "moon.zzz.fill": ("🌙", "C"),
    "circle.lefthalf.filled": ("◐", "D"),
    "circle.lefthalf.filled.inverse": ("◑", "D"),
    "arrow.up.forward.app": ("↗", "^"),
    "play": ("▶", ">"),
    "play.fill": ("▶", ">"),
    "pause": ("⏸", "="),
    "pause.fill": ("⏸", "="),
    "stop.fill": ("⏹", "#"),
    "gearshape": ("⚙", "*"),
    "checkmark": ("✓", "v"),
    "checkmark.circle": ("✓", "v"),
    "checklist": ("☑", "v"),
    "plus": ("+", "+"),
    "plus.circle": ("⊕", "+"),
    "star": ("☆", "*"),
    "star.fill": ("★", "*"),
    "heart": ("♡", "<3"),
    "heart.fill": ("♥", "<3"),
    "moon": ("☾", "C"),
    "moon.fill": ("🌙", "C"),
    "sun.max": ("☀", "O"),
    "sun.max.fill": ("☀", "O"),
    "wifi": ("📶", "w"),
    "music.note": ("♪", "m"),
    "leaf": ("🍃", "~"),
    "gamecontroller": ("🎮", "g"),
    "bolt": ("⚡", "!"),
    "bolt.fill": ("⚡", "!"),
  ]

  /// What an unknown symbol draws as (the engine logs it once as not supported).
  package static let placeholder = SymbolGlyph(glyph: "□", ascii: "?")

  /// The whole table: `symbols.yaml` with `table` on top.
  package static let entries: [String: SymbolGlyph] = {
    var result = SymbolTable.bundled.entries
    for (name, entry) in table {
      result[name] = SymbolGlyph(glyph: entry.glyph, ascii: entry.ascii)
    }
    return result
  }()

  /// Whether a symbol has a glyph (in the table; a theme may add more).
  package static func isKnown(_ name: String) -> Bool { entries[name] != nil }

  /// The glyph for a symbol: a theme's override, else the table's; a name the table lacks draws
  /// as its family's glyph (`SymbolFamily`), else as the placeholder.
  package static func glyph(
    for name: String, ascii: Bool, overrides: [String: String] = [:],
    asciiOverrides: [String: String] = [:]
  ) -> String {
    if ascii, let custom = asciiOverrides[name] { return custom }
    if !ascii, let custom = overrides[name] { return custom }
    let entry = entry(for: name)
    return ascii ? entry.ascii : entry.glyph
  }

  /// How a symbol draws: its entry, its nearest relative's, or the placeholder.
  package static func entry(for name: String) -> SymbolGlyph {
    if let entry = entries[name] { return entry }
    guard let relative = SymbolFamily.resolve(name, isKnown: { entries[$0] != nil }) else {
      return placeholder
    }
    return entries[relative] ?? placeholder
  }
}
