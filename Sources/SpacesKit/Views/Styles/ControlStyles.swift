/// The built-in button styles; Apple's `PrimitiveButtonStyle` values, as an enum here.
public enum ButtonStyleKind: Hashable, Sendable {
  /// The context's default: a bordered button.
  case automatic
  /// A bordered button: the tint a column either side of the label.
  case bordered
  /// A bordered button filled with the tint.
  case borderedProminent
  /// The label alone, in the tint.
  case borderless
  /// The label alone.
  case plain
}

/// The built-in toggle styles; Apple's `ToggleStyle` values, as an enum here.
public enum ToggleStyleKind: Hashable, Sendable {
  /// The context's default: a switch.
  case automatic
  /// A switch at the trailing edge.
  case `switch`
  /// A button that looks pressed while on.
  case button
}

/// The built-in progress view styles; Apple's `ProgressViewStyle` values, as an enum here.
public enum ProgressViewStyleKind: Hashable, Sendable {
  /// The context's default: a bar.
  case automatic
  /// A bar filled to the value.
  case linear
  /// A ring filled to the value.
  case circular
}

/// The size of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// The default size.
  case regular
  /// Large controls.
  case large
  /// The largest controls.
  case extraLarge
}

/// The environment key of the button style.
private struct ButtonStyleKindKey: EnvironmentKey {
  static let defaultValue = ButtonStyleKind.automatic
}

/// The environment key of the progress view style.
private struct ProgressViewStyleKindKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleKind.automatic
}

/// The environment key of the toggle style.
private struct ToggleStyleKindKey: EnvironmentKey {
  static let defaultValue = ToggleStyleKind.automatic
}

extension EnvironmentValues {
  /// The style of buttons in this view, from `buttonStyle(_:)`.
  package var buttonStyleKind: ButtonStyleKind {
    get { self[ButtonStyleKindKey.self] }
    set { self[ButtonStyleKindKey.self] = newValue }
  }

  /// The style of progress views in this view, from `progressViewStyle(_:)`.
  package var progressViewStyleKind: ProgressViewStyleKind {
    get { self[ProgressViewStyleKindKey.self] }
    set { self[ProgressViewStyleKindKey.self] = newValue }
  }

  /// The style of toggles in this view, from `toggleStyle(_:)`.
  package var toggleStyleKind: ToggleStyleKind {
    get { self[ToggleStyleKindKey.self] }
    set { self[ToggleStyleKindKey.self] = newValue }
  }
}

/// How a `Button` or `Toggle` draws when it isn't the dashboard's default look, as
/// `ViewModifierValue.controlStyle` records it on the control's label.
package enum ControlStyleChoice: Equatable, Sendable {
  /// `buttonStyle(.plain)` or `buttonStyle(.borderless)`.
  case button(ButtonStyleKind)
  /// `toggleStyle(.button)`.
  case toggle(ToggleStyleKind)
}

extension View {
  /// Sets the style of buttons in this view.
  ///
  /// `.automatic`, `.bordered` and `.borderedProminent` draw the dashboard's bordered button;
  /// `.plain` draws the label alone and `.borderless` the label alone in the tint.
  public func buttonStyle(_ style: ButtonStyleKind) -> some View {
    _EnvironmentWritingView<Self, ButtonStyleKind>(content: self) { $0.buttonStyleKind = style }
  }

  /// Sets the style of toggles in this view.
  ///
  /// `.automatic` and `.switch` draw a switch; `.button` a button filled with the tint while on
  /// and its label in the tint while off.
  public func toggleStyle(_ style: ToggleStyleKind) -> some View {
    _EnvironmentWritingView<Self, ToggleStyleKind>(content: self) { $0.toggleStyleKind = style }
  }

  /// Sets the style of progress views in this view: `.linear` a bar, `.circular` a ring.
  public func progressViewStyle(_ style: ProgressViewStyleKind) -> some View {
    _EnvironmentWritingView<Self, ProgressViewStyleKind>(content: self) {
      $0.progressViewStyleKind = style
    }
  }

  /// Sets the size of controls in this view; a terminal's controls are a row tall whatever it is.
  public func controlSize(_ size: ControlSize) -> some View { self }
}
