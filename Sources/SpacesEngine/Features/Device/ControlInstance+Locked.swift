import SpacesKit

extension ControlInstance {
  /// Whether the control hides its state now: it is `.privacySensitive()` (the template, or a
  /// label view) and the device is locked.
  package func isRedacted(isLocked: Bool) -> Bool {
    isLocked && displayed.hidesStateWhileLocked
  }

  /// The control as a space shows it: while the device is locked, a privacy-sensitive control
  /// shows its off state (off symbol, no tint) with its value text replaced by `placeholder`
  /// and no status; its title stays. Otherwise the control itself.
  package func presented(isLocked: Bool, placeholder: String = "••••") -> ControlInstance {
    guard isRedacted(isLocked: isLocked) else { return self }
    var copy = self
    var resolved = displayed.with(isOn: false)
    resolved.onLabel = resolved.offLabel
    resolved.onLabel.valueText = placeholder
    resolved.offLabel.valueText = placeholder
    resolved.activeLabel?.valueText = placeholder
    copy.resolved = resolved
    copy.optimisticIsOn = nil
    copy.status = nil
    return copy
  }
}

extension ResolvedControl {
  /// Whether the control hides its state while the device is locked: the template is
  /// `.privacySensitive()`, or one of its label views is.
  package var hidesStateWhileLocked: Bool {
    if isPrivacySensitive { return true }
    return [onLabel, offLabel].contains { label in
      label.view.firstModifier { modifier -> Bool? in
        if case .privacySensitive(let sensitive) = modifier { return sensitive }
        return nil
      } == true
    }
  }
}
