import SpacesKit

/// An app as the Home Screen shows it: its icon (a bitmap, or a tile in its colour with a
/// symbol) and its name under it.
package struct HomeScreenApp: Equatable, Sendable {
  /// The app's display name.
  package var name: String
  /// The icon's bitmap (the app icon set's largest PNG); `nil`: a tile is drawn instead.
  package var iconPath: String?
  /// The SF Symbol on the tile: the app's first App Shortcut's `systemImageName`, else its
  /// first control's symbol; `nil`: the name's initial.
  package var symbol: String?
  /// The app's own colour (its App Shortcuts' `shortcutTileColor`, when it declares one);
  /// `nil`: a colour chosen from the name.
  package var tileColor: ShortcutTileColor?

  /// An app with its icon's bitmap, or the symbol and colour its tile is drawn with.
  package init(
    name: String, iconPath: String? = nil, symbol: String? = nil,
    tileColor: ShortcutTileColor? = nil
  ) {
    self.name = name
    self.iconPath = iconPath
    self.symbol = symbol
    self.tileColor = tileColor
  }

  /// The tile colours a name picks from when the app has none: iOS's system colours an icon is
  /// most often painted in.
  package static let namedColors: [ShortcutTileColor] = [
    .blue, .teal, .orange, .purple, .red, .lime, .pink, .navy, .tangerine, .grape,
  ]

  /// The colour the tile is painted: the app's own, else one picked from its name (the same
  /// name always picks the same colour: FNV-1a of its UTF-8 bytes, not Swift's seeded hash).
  package var color: ShortcutTileColor {
    if let tileColor { return tileColor }
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return Self.namedColors[Int(hash % UInt32(Self.namedColors.count))]
  }

  /// The name's initial, upper-cased (what a tile without a symbol shows).
  package var initial: String {
    name.first.map { String($0).uppercased() } ?? "?"
  }
}
