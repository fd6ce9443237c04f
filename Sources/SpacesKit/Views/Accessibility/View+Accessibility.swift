import Foundation

extension View {
  /// Adds a label to the view that describes its contents to VoiceOver.
  public func accessibilityLabel(_ label: Text) -> some View {
    modified(.accessibility(.label(label.accessibilityText)))
  }

  /// Adds a label from a localized string key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// Adds a label from a string.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modified(.accessibility(.label(String(label))))
  }

  /// Adds a label when `isEnabled` is true.
  public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.label(label.accessibilityText)) : .accessibilityNone)
  }

  /// Adds a label from a localized string key when `isEnabled` is true.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityLabel(Text(labelKey), isEnabled: isEnabled)
  }

  /// Adds a label from a string when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.label(String(label))) : .accessibilityNone)
  }

  /// Adds a description of the view's value when `isEnabled` is true.
  public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View {
    modified(
      isEnabled ? .accessibility(.value(valueDescription.accessibilityText)) : .accessibilityNone)
  }

  /// Adds a description of the view's value from a localized string key when `isEnabled` is true.
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityValue(Text(valueKey), isEnabled: isEnabled)
  }

  /// Adds a description of the view's value from a string when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.value(String(value))) : .accessibilityNone)
  }

  /// Adds a hint when `isEnabled` is true.
  public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.hint(hint.accessibilityText)) : .accessibilityNone)
  }

  /// Adds a hint from a localized string key when `isEnabled` is true.
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View {
    accessibilityHint(Text(hintKey), isEnabled: isEnabled)
  }

  /// Adds a hint from a string when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.hint(String(hint))) : .accessibilityNone)
  }

  /// Adds a textual description of the view's value (what a gauge or a count shows).
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    modified(.accessibility(.value(valueDescription.accessibilityText)))
  }

  /// Adds a description of the view's value from a localized string key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  /// Adds a description of the view's value from a string.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modified(.accessibility(.value(String(value))))
  }

  /// Communicates to VoiceOver what happens after the element is activated.
  public func accessibilityHint(_ hint: Text) -> some View {
    modified(.accessibility(.hint(hint.accessibilityText)))
  }

  /// Adds a hint from a localized string key.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }

  /// Adds a hint from a string.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    modified(.accessibility(.hint(String(hint))))
  }

  /// Hides the view and its children from VoiceOver when `hidden` is true.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modified(.accessibility(.hidden(hidden)))
  }

  /// Hides the view from VoiceOver when both `hidden` and `isEnabled` are true.
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
    modified(.accessibility(.hidden(hidden && isEnabled)))
  }

  /// Makes the view one accessibility element, treating its children as `children` says.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modified(.accessibility(.element(children)))
  }

  /// Adds traits to the view's accessibility element.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modified(.accessibility(.addTraits(traits)))
  }

  /// Removes traits from the view's accessibility element.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modified(.accessibility(.removeTraits(traits)))
  }

  /// Names the element for UI tests (VoiceOver doesn't speak it).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modified(.accessibility(.identifier(identifier)))
  }

  /// Names the element for UI tests when `isEnabled` is true.
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
    modified(isEnabled ? .accessibility(.identifier(identifier)) : .accessibilityNone)
  }

  /// Sets the order VoiceOver reads the element in among its siblings: higher first.
  ///
  /// The default is 0; elements of equal priority keep the order they are laid out in.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modified(.accessibility(.sortPriority(sortPriority)))
  }
}

extension ViewModifierValue {
  /// An accessibility modifier that sets nothing (`isEnabled: false`).
  static var accessibilityNone: ViewModifierValue { .accessibility(.addTraits([])) }
}

extension Text {
  /// The text's words as VoiceOver reads them: every run's, side by side.
  var accessibilityText: String {
    runs.isEmpty ? plainText : runs.map(\.accessibilityText).joined()
  }
}
