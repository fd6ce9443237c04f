/// A configuration intent as a form edits it and the layout file saves it: parameters by name,
/// values as text.
extension IntentBox {
  /// The parameter with a property name.
  package func parameter(named name: String) -> AnyIntentParameter? {
    parameters.first { $0.name == name }
  }

  /// The names of the required parameters without a value: the configuration is incomplete
  /// until they have one.
  package var missingParameters: [String] {
    parameters.filter { !$0.hasValue }.map(\.name)
  }

  /// A copy whose parameters without a value take their provider's `defaultResult()` where it
  /// gives one (an entity query's default timer).
  package func fillingDefaultResults() async -> IntentBox {
    var box = self
    for parameter in parameters where !parameter.hasValue {
      guard let value = await parameter.defaultResult(),
        let filled = try? box.settingParameter(parameter.name, to: value)
      else { continue }
      box = filled
    }
    return box
  }

  /// The parameters' values as saved: property name → saved text (an entity's identifier…).
  /// Parameters without a value, holding `nil`, or of a type that can't be saved are left out.
  package var encodedParameters: [String: String] {
    var result: [String: String] = [:]
    for parameter in parameters {
      if let text = parameter.encodedValue { result[parameter.name] = text }
    }
    return result
  }

  /// A copy with one parameter set to a form's option.
  package func settingParameter(_ name: String, to option: ParameterOption)
    throws(ParameterValueError) -> IntentBox
  {
    do {
      return try settingParameter(name, to: option.value)
    } catch {
      throw .parameter(error)
    }
  }

  /// A copy with one parameter set from text a person typed (a number, a title). Empty text
  /// clears an optional parameter. The box itself is unchanged; on error, keep it.
  package func settingParameter(_ name: String, fromText text: String)
    async
    throws(ParameterValueError) -> IntentBox
  {
    guard let parameter = parameter(named: name) else {
      throw .parameter(
        .unknownParameter(name: name, intent: typeName, valid: parameters.map(\.name)))
    }
    let value: (any Sendable)?
    if parameter.isOptional, text.trimmingCharacters(in: .whitespaces).isEmpty {
      value = nil
    } else {
      value = try await parameter.parse(text)
    }
    do {
      return try settingParameter(name, to: value)
    } catch {
      throw .parameter(error)
    }
  }

  /// A copy whose entity parameters hold the entities their queries return now for the same
  /// identifiers (renamed, updated); throws `.noEntity` for one that no longer exists.
  package func refreshingEntities() async throws(ParameterValueError) -> IntentBox {
    var values: [String: String] = [:]
    for parameter in parameters where parameter.fieldKind == .entity {
      if let text = parameter.encodedValue { values[parameter.name] = text }
    }
    return try await decodingParameters(values)
  }

  /// A copy with saved values (`encodedParameters` of an earlier box) applied: entities are
  /// looked up again through their queries, so one that no longer exists throws
  /// `.noEntity`. Parameters the values don't name keep this box's values (its defaults).
  package func decodingParameters(_ values: [String: String])
    async
    throws(ParameterValueError) -> IntentBox
  {
    var box = self
    for (name, text) in values.sorted(by: { $0.key < $1.key }) {
      guard let parameter = box.parameter(named: name) else {
        throw .parameter(
          .unknownParameter(name: name, intent: typeName, valid: parameters.map(\.name)))
      }
      let value = try await parameter.decode(text)
      do {
        box = try box.settingParameter(name, to: value)
      } catch {
        throw .parameter(error)
      }
    }
    return box
  }
}
