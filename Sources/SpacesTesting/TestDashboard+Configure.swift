import Foundation
import SpacesEngine
import SpacesKit

/// Configuring controls and widgets through their forms, as a person fills them in.
extension TestDashboard {
  /// Configures a control in Control Center: opens its form, sets fields by title, saves.
  ///
  /// ```swift
  /// await dashboard.configure("Timer", set: ["Timer": "Violin"])
  /// #expect(dashboard.control("Violin")?.valueText == "Stopped")
  /// ```
  ///
  /// A field is named by its title as the form shows it (or its parameter's name); a list's
  /// value by the option's title; a switch by "On" or "Off"; anything else as typed. A control
  /// without options, an unknown field or option, or a value the app refuses fails the test
  /// with what there is, and the form is closed with nothing saved. As on iOS, each placement
  /// is its own control: configuring Control Center's leaves the Lock Screen's and the Action
  /// button's as they were.
  public func configure(
    _ name: String, set values: KeyValuePairs<String, String>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let control = namedControl(name, at: site) else { return }
    if control.isInControlCenter { await show(.controlCenter) }
    await session.send(.configuration(.open(control.id)))
    await fill(.control(control.id), named: control.kind.shortKind, with: values, at: site)
  }

  /// Configures a placed widget ("Edit Widget"): opens its form, sets fields, saves.
  ///
  /// The widget is named as `widget(_:family:containing:)` names it; the fields as
  /// `configure(_:set:)` sets them. Saving reloads the widget's timeline with the cause
  /// `configured`.
  public func configure(
    widget name: String, family: WidgetFamily? = nil, set values: KeyValuePairs<String, String>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let snapshot = widget(
        name, family: family, fileID: fileID, filePath: filePath, line: line, column: column),
      let instance = state.widgets.instances.values.first(where: { $0.name == snapshot.name })
    else { return }
    await session.send(.configuration(.openWidget(instance.id)))
    await fill(.widget(instance.id), named: snapshot.name, with: values, at: site)
  }

  /// Fills the open form's fields and saves; a failure closes the form unsaved.
  private func fill(
    _ target: ConfigurationTarget, named name: String, with values: KeyValuePairs<String, String>,
    at site: CallSite
  ) async {
    guard let form = state.configuration.form, form.target == target else {
      TestFailure.record("\(name) has no options to configure.", at: site)
      return
    }
    var edits = form.edits
    for (key, value) in values {
      switch Self.edit(key, to: value, in: form.fields) {
      case .success(let (field, edit)): edits[field] = edit
      case .failure(let problem):
        TestFailure.record("Configuring \(name): \(problem.message)", at: site)
        await session.send(.configuration(.cancel(target)))
        return
      }
    }
    await session.send(.configuration(.save(target, edits)))
    guard let open = state.configuration.form, open.target == target else { return }
    TestFailure.record(
      "Configuring \(name): refused: \(open.error ?? "the form stayed open")", at: site)
    await session.send(.configuration(.cancel(target)))
  }

  /// Why a value can't be set.
  struct FormProblem: Error {
    /// The failure message.
    var message: String
  }

  /// The edit that sets the field titled (or named) `key` to `value`: its parameter's name and
  /// the edit, or why it can't.
  static func edit(
    _ key: String, to value: String, in fields: [ConfigurationField]
  ) -> Result<(String, ConfigurationEdit), FormProblem> {
    let field =
      fields.first { $0.title == key || $0.name == key }
      ?? fields.first { $0.title.lowercased() == key.lowercased() }
    guard let field else {
      return .failure(
        FormProblem(
          message: "no field \"\(key)\". The fields are: "
            + fields.map { "\"\($0.title)\"" }.joined(separator: ", ")))
    }
    if field.isList {
      guard let options = field.options else {
        return .failure(
          FormProblem(
            message: "the options of \"\(field.title)\" didn't load"
              + (field.problem.map { ": \($0)" } ?? "")))
      }
      guard
        let option = options.first(where: { $0.title == value || $0.encodedValue == value })
      else {
        return .failure(
          FormProblem(
            message: "\"\(value)\" is not an option of \"\(field.title)\". The options are: "
              + options.map { "\"\($0.title)\"" }.joined(separator: ", ")))
      }
      return .success((field.name, .option(option)))
    }
    if case .toggle = field.kind {
      switch value.lowercased() {
      case "on", "true", "yes": return .success((field.name, .toggle(true)))
      case "off", "false", "no": return .success((field.name, .toggle(false)))
      default:
        return .failure(
          FormProblem(message: "\"\(field.title)\" is a switch: set it \"On\" or \"Off\""))
      }
    }
    return .success((field.name, .text(value)))
  }
}
