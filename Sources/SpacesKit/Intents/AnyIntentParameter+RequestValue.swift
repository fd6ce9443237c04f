/// Asking the user for a parameter's value while its intent runs: what `$param.requestValue(_:)`
/// does, and what the system does before `perform()` for a required parameter without a value.
extension AnyIntentParameter {
  /// Asks the user for a value of this parameter and waits for the answer.
  ///
  /// Entities, enums, `Bool` and parameters with an options provider are picked from a list;
  /// strings, numbers and dates are typed in a text field, and text that doesn't read as a
  /// value is asked for again, saying why.
  ///
  /// - Parameter dialog: The question; `nil` asks with the parameter's `requestValueDialog`,
  ///   else with a question made from its title.
  /// - Returns: The value, unwrapped (a `String` for a `String?` parameter).
  /// - Throws: `CancellationError` when the user gives up; `ParameterValueError` when there is
  ///   nothing to ask with (a type that can't be read from text, a list without options).
  package func requestValue(dialog: IntentDialog? = nil) async throws -> any Sendable {
    let question = (dialog ?? requestValueDialog)?.full.resolvedText
    let title = self.title.resolvedText
    switch fieldKind {
    case .unsupported:
      throw ParameterValueError.unsupportedType(parameter: name, type: valueTypeName)
    case let kind where kind.isPicker:
      let options = try await self.options() ?? []
      guard !options.isEmpty else {
        throw ParameterValueError.lookupFailed(type: codec.typeName, message: "nothing to choose")
      }
      let answer = try await SystemHost.current.ask(
        .disambiguation(
          title: title, options: options.map(\.title), dialog: question,
          sections: IntentPromptSection.headers(of: options)))
      guard case .choice(let index) = answer, options.indices.contains(index) else {
        throw IntentPromptError.unexpectedAnswer(answer)
      }
      return options[index].value
    default:
      var asked = question
      while true {
        let answer = try await SystemHost.current.ask(.value(title: title, dialog: asked))
        guard case .text(let text) = answer else {
          throw IntentPromptError.unexpectedAnswer(answer)
        }
        do {
          return try await parse(text)
        } catch {
          // Ask again, saying what was wrong with the answer.
          asked = "\(error.description.capitalizedFirst). \(question ?? "\(title)?")"
        }
      }
    }
  }
}

extension String {
  /// The text with its first letter upper-cased ("'abc' is not…" stays as it is).
  fileprivate var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
