/// Asking the user for a parameter while the intent runs, as App Intents does: the intent
/// suspends, the system asks (here: the dashboard, in the terminal), and the intent resumes with
/// the answer — or throws `CancellationError` when the user gives up.
extension IntentParameter {
  /// Asks the user to pick one of several values for this parameter.
  public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil)
    async throws -> Value
  {
    try await Self.pick(itemsToDisambiguate, title: title, dialog: dialog)
  }

  /// Asks the user to confirm a value for this parameter; returns whether they did.
  public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil)
    async throws -> Bool
  {
    try await Self.confirm(itemToConfirm, title: title, dialog: dialog)
  }

  /// Asks the user for a value for this parameter while the intent runs.
  ///
  /// A text field for strings, numbers and dates, a list for entities and enums; the intent
  /// resumes with the answer. (Disfavoured so that an optional parameter's request returns the
  /// unwrapped value, as App Intents' `Value.ValueType` does.)
  ///
  /// - Parameter dialog: The question; `nil` asks with the parameter's `requestValueDialog`,
  ///   else with a question made from its title.
  /// - Returns: The value the user gave.
  /// - Throws: `CancellationError` when the user gives up.
  @_disfavoredOverload
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
    let value = try await erased(name: "").requestValue(dialog: dialog)
    guard let typed = value as? Value else {
      throw IntentParameterError.typeMismatch(
        name: title.resolvedText, expected: _typeName(Value.self, qualified: false),
        got: _typeName(type(of: value), qualified: false))
    }
    return typed
  }

  /// Asks the user for a value for an optional parameter while the intent runs.
  ///
  /// App Intents asks with the unwrapped type, `Value.ValueType`: the answer is never `nil`.
  ///
  /// - Parameter dialog: The question; `nil` asks with the parameter's `requestValueDialog`,
  ///   else with a question made from its title.
  /// - Returns: The value the user gave.
  /// - Throws: `CancellationError` when the user gives up.
  public func requestValue<Wrapped: Sendable>(_ dialog: IntentDialog? = nil) async throws
    -> Wrapped where Value == Wrapped?
  {
    let value = try await erased(name: "").requestValue(dialog: dialog)
    guard let typed = value as? Wrapped else {
      throw IntentParameterError.typeMismatch(
        name: title.resolvedText, expected: _typeName(Wrapped.self, qualified: false),
        got: _typeName(type(of: value), qualified: false))
    }
    return typed
  }

  static func pick<Item: Sendable>(
    _ items: [Item], title: LocalizedStringResource, dialog: IntentDialog?
  ) async throws -> Item {
    let answer = try await SystemHost.current.ask(
      .disambiguation(
        title: title.resolvedText, options: items.map(Self.displayTitle),
        dialog: dialog?.full.resolvedText))
    guard case .choice(let index) = answer, items.indices.contains(index) else {
      throw IntentPromptError.unexpectedAnswer(answer)
    }
    return items[index]
  }

  /// How a prompt names an item: an entity's (or enum case's) display title, else its
  /// description.
  static func displayTitle(_ item: some Sendable) -> String {
    return ParameterCodec.codec(for: type(of: item as Any)).display(item)
  }

  static func confirm<Item: Sendable>(
    _ item: Item, title: LocalizedStringResource, dialog: IntentDialog?
  ) async throws -> Bool {
    let answer = try await SystemHost.current.ask(
      .confirmation(
        title: title.resolvedText, item: Self.displayTitle(item),
        dialog: dialog?.full.resolvedText))
    guard case .confirmation(let confirmed) = answer else {
      throw IntentPromptError.unexpectedAnswer(answer)
    }
    return confirmed
  }

  /// Asks the user to pick one of several values for an optional parameter (App Intents asks
  /// with the unwrapped type, `Value.ValueType`).
  public func requestDisambiguation<Wrapped: Sendable>(
    among itemsToDisambiguate: [Wrapped], dialog: IntentDialog? = nil
  ) async throws -> Wrapped where Value == Wrapped? {
    try await Self.pick(itemsToDisambiguate, title: title, dialog: dialog)
  }

  /// Asks the user to confirm a value for an optional parameter; returns whether they did.
  public func requestConfirmation<Wrapped: Sendable>(
    for itemToConfirm: Wrapped, dialog: IntentDialog? = nil
  ) async throws -> Bool where Value == Wrapped? {
    try await Self.confirm(itemToConfirm, title: title, dialog: dialog)
  }
}
