/// The traits that describe how an accessibility element behaves.
///
/// As SwiftUI's `AccessibilityTraits`: VoiceOver speaks some of them after an element's label
/// and value ("Start, Button").
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt32

  /// Creates traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a heading that divides content into sections.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is text that can't change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The element summarises the app's state when it starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The element's value changes frequently.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element allows direct touch interaction.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The element turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The element is modal: VoiceOver ignores the elements beside it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The traits VoiceOver speaks, in the order it speaks them, with their words.
  package static let spoken: [(AccessibilityTraits, String)] = [
    (.isSelected, "Selected"), (.isToggle, "Switch button"), (.isButton, "Button"),
    (.isLink, "Link"), (.isHeader, "Heading"), (.isSearchField, "Search field"),
    (.isImage, "Image"), (.isKeyboardKey, "Key"), (.isTabBar, "Tab bar"),
  ]

  /// The words VoiceOver speaks for these traits (a toggle is a "Switch button", not also a
  /// "Button").
  package var spokenWords: [String] {
    var traits = self
    if traits.contains(.isToggle) { traits.remove(.isButton) }
    return Self.spoken.compactMap { traits.contains($0.0) ? $0.1 : nil }
  }
}
