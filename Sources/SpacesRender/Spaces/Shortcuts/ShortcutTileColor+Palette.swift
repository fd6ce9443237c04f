import SpacesKit

extension ShortcutTileColor {
  /// The tile's colour as the Shortcuts app paints it (the middle of its gradient, as sRGB
  /// bytes; Apple publishes no values, these are read off iOS 18's tiles).
  package var rgb: RGB {
    let (r, g, b): (UInt8, UInt8, UInt8) =
      switch self {
      case .red: (0xEC, 0x4F, 0x47)
      case .tangerine: (0xF5, 0x7C, 0x3B)
      case .orange: (0xF8, 0x9E, 0x38)
      case .yellow: (0xF4, 0xC7, 0x42)
      case .lime: (0x88, 0xC6, 0x4A)
      case .grayGreen: (0x7C, 0x9A, 0x84)
      case .teal: (0x35, 0xB8, 0xAE)
      case .lightBlue: (0x55, 0xB2, 0xEC)
      case .blue: (0x3A, 0x78, 0xEE)
      case .navy: (0x2D, 0x48, 0x8C)
      case .purple: (0x86, 0x5A, 0xE2)
      case .grape: (0xA6, 0x58, 0xC8)
      case .pink: (0xEE, 0x6A, 0xA6)
      case .grayBlue: (0x6C, 0x84, 0x9E)
      case .grayBrown: (0x98, 0x84, 0x74)
      }
    return RGB(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
  }
}
