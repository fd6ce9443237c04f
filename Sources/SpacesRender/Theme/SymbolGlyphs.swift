import SpacesKit

/// The terminal glyph for each SF Symbol the samples use, with an ASCII fallback.
public enum SymbolGlyphs {
  /// Symbol name → (Unicode glyph, ASCII fallback).
  public static let table: [String: (glyph: String, ascii: String)] = [
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

  /// The glyph for a symbol; unknown symbols draw as a square.
  public static func glyph(for name: String, ascii: Bool, overrides: [String: String] = [:])
    -> String
  {
    if !ascii, let custom = overrides[name] { return custom }
    if let entry = table[name] { return ascii ? entry.ascii : entry.glyph }
    return ascii ? "?" : "□"
  }
}
