import SpacesKit

extension Color {
  /// The tracker's dark coffee brown: its text and the Espresso button.
  package static let espresso = Color(red: 0.35, green: 0.2, blue: 0.12)
  /// The tracker's light cream background.
  package static let cosmicLatte = Color(red: 1, green: 0.97, blue: 0.91)
}
