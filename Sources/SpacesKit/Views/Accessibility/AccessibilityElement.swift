/// One element VoiceOver moves to: what it speaks for a view of the resolved tree.
package struct AccessibilityElement: Equatable, Sendable {
  /// What the element is called: its text, an image's name, or `accessibilityLabel(_:)`.
  package var label: String
  /// Its value (`accessibilityValue(_:)`, a toggle's state, a gauge's fraction).
  package var value: String?
  /// What activating it does (`accessibilityHint(_:)`).
  package var hint: String?
  /// Its traits (a button, an image, a heading…).
  package var traits: AccessibilityTraits
  /// The name UI tests find it by (`accessibilityIdentifier(_:)`).
  package var identifier: String?
  /// Where it is read among its siblings: higher first.
  package var sortPriority: Double = 0

  /// Creates an element.
  package init(
    label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    identifier: String? = nil, sortPriority: Double = 0
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.sortPriority = sortPriority
  }

  /// What VoiceOver says, as it says it: the label, the value, the traits, then the hint
  /// ("Work, Running, Button, Stops the timer"); a toggle's state after its trait ("Wi-Fi,
  /// Switch button, On").
  package var spoken: String {
    var parts = [label]
    if traits.contains(.isToggle) {
      parts += traits.spokenWords
      parts.append(value ?? "")
    } else {
      parts.append(value ?? "")
      parts += traits.spokenWords
    }
    parts.append(hint ?? "")
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Whether VoiceOver has anything to say for it.
  var isEmpty: Bool { label.isEmpty && (value ?? "").isEmpty && (hint ?? "").isEmpty }

  /// Children merged into one element (`accessibilityElement(children: .combine)`): labels,
  /// values and hints joined by ", ", traits together (text stays text only when all is text).
  static func combining(_ children: [AccessibilityElement]) -> AccessibilityElement {
    func joined(_ parts: [String?]) -> String? {
      let kept = parts.compactMap { $0 }.filter { !$0.isEmpty }
      return kept.isEmpty ? nil : kept.joined(separator: ", ")
    }
    var traits = children.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
    if traits != .isStaticText { traits.remove(.isStaticText) }
    if children.contains(where: { !$0.traits.contains(.isImage) }) { traits.remove(.isImage) }
    return AccessibilityElement(
      label: joined(children.map(\.label)) ?? "", value: joined(children.map(\.value)),
      hint: joined(children.map(\.hint)), traits: traits)
  }
}
