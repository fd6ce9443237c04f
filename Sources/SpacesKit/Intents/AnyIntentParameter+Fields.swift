/// A parameter as a configuration form's field: its kind, its value as text, the values to
/// choose from, and reading a value from text.
extension AnyIntentParameter {
  var codec: ParameterCodec { ParameterCodec.codec(for: valueType) }

  /// The field a form shows for the parameter: a picker for entities, enums, `Bool` and
  /// parameters with an options provider; a text field for strings, numbers and dates.
  package var fieldKind: ParameterFieldKind {
    let kind = codec.kind
    guard optionsProvider != nil else { return kind }
    return kind.isPicker || kind == .unsupported ? kind : .options
  }

  /// The value as a form shows it (an entity's title, an enum case's title, On/Off, the text);
  /// `nil` when the parameter has no value or holds `nil`.
  package var valueText: String? {
    unwrappedValue.map { codec.display($0) }
  }

  /// The value as saved (an entity's identifier, an enum's raw value, `true`/`false`, the
  /// text); `nil` when the parameter has no value, holds `nil`, or its type can't be saved.
  package var encodedValue: String? {
    unwrappedValue.flatMap { codec.encode($0) }
  }

  /// The value without an optional around it, `nil` for none.
  var unwrappedValue: Any? {
    guard let value else { return nil }
    return ParameterSummaryOperand.unwrap(value)
  }

  /// The value used when people choose none: the options provider's `defaultResult()`, else
  /// an entity query's; `nil` when neither gives one.
  package func defaultResult() async -> (any Sendable)? {
    if let optionsProvider, let value = await optionsProvider.defaultResult() { return value }
    return await codec.defaultValue?()
  }

  /// The values to choose from: an entity's suggested entities (titles and subtitles from their
  /// display representations), an enum's cases, the options provider's results, On and Off;
  /// `nil` for a free-form field (strings, numbers, dates).
  package func options() async throws(ParameterValueError) -> [ParameterOption]? {
    let codec = self.codec
    if let optionsProvider {
      let values:
        [(value: any Sendable, section: ParameterOptionSection?, shown: DisplayRepresentation?)]
      do {
        values = try await optionsProvider.results()
      } catch {
        throw .lookupFailed(type: optionsProvider.typeName, message: "\(error)")
      }
      return values.compactMap { item in
        guard var option = codec.option(for: item.value) else { return nil }
        option.section = item.section
        if let shown = item.shown {
          option.title = shown.title.resolvedText
          option.subtitle = shown.subtitle?.resolvedText
          option.systemImage = shown.image?.systemName
        }
        return option
      }
    }
    guard let options = codec.options else { return nil }
    do {
      return try await options()
    } catch let error as ParameterValueError {
      throw error
    } catch {
      throw .lookupFailed(type: codec.typeName, message: "\(error)")
    }
  }

  /// The value saved text stands for: an entity looked up by identifier through its query, an
  /// enum case by raw value, a number, a date. Throws with a message a form can show ("'abc' is
  /// not a whole number", "no Timer with id 'gym'").
  package func decode(_ text: String) async throws(ParameterValueError) -> any Sendable {
    try await run(codec.decode, text)
  }

  /// The value text a person typed stands for: like `decode(_:)`, but an entity or enum case
  /// may also be named by its title ("violin").
  package func parse(_ text: String) async throws(ParameterValueError) -> any Sendable {
    let value = try await run(codec.parse, text)
    if let range, !range.contains(value) {
      throw .outOfRange(text.trimmingCharacters(in: .whitespaces), range: range.text)
    }
    try checkContentType(of: value)
    return value
  }

  private func run(
    _ read: @Sendable (String) async throws -> any Sendable, _ text: String
  ) async throws(ParameterValueError) -> any Sendable {
    do {
      return try await read(text)
    } catch ParameterValueError.unsupportedType(_, let type) {
      throw .unsupportedType(parameter: name, type: type)
    } catch let error as ParameterValueError {
      throw error
    } catch {
      throw .lookupFailed(type: codec.typeName, message: "\(error)")
    }
  }
}
