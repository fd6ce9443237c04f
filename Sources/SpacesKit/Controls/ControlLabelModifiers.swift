extension View {
  /// Sets the Action button hint for going to the state this label shows.
  ///
  /// Starts with a verb ("Start" reads "Hold to Start").
  public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View {
    modified(.controlWidgetActionHint(hint.text))
  }

  /// Sets the Action button hint from a localized resource.
  @_disfavoredOverload
  public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View {
    modified(.controlWidgetActionHint(hint.resolvedText))
  }

  /// Sets the Action button hint from a plain string.
  @_disfavoredOverload
  public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View {
    modified(.controlWidgetActionHint(String(hint)))
  }

  /// Sets the Action button hint from a text view.
  public func controlWidgetActionHint(_ hint: Text) -> some View {
    modified(.controlWidgetActionHint(hint._node.firstText ?? ""))
  }

  /// Sets momentary status text shown in Control Center after the action; use sparingly.
  public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View {
    modified(.controlWidgetStatus(status.text))
  }

  /// Sets momentary status text from a localized resource.
  @_disfavoredOverload
  public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View {
    modified(.controlWidgetStatus(status.resolvedText))
  }

  /// Sets momentary status text from a plain string.
  @_disfavoredOverload
  public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View {
    modified(.controlWidgetStatus(String(status)))
  }

  /// Sets momentary status text from a text view.
  public func controlWidgetStatus(_ status: Text) -> some View {
    modified(.controlWidgetStatus(status._node.firstText ?? ""))
  }
}
