import Foundation
import SpacesEngine
import SpacesKit

/// Look-ups by the names people use: a kind as declared or its last reverse-DNS component, a
/// display name, or the title on screen. A name that matches nothing, or more than one thing,
/// fails the running test with the list of what exists (Swift Testing's `Issue.record` or
/// XCTest's `XCTFail`, whichever is running), never a silent `nil` or no-op.
extension TestDashboard {
  /// The installed control that a name names, or `nil` and a failed test.
  ///
  /// A name that names no control, or several, fails the test listing the controls.
  ///
  /// ```swift
  /// dashboard.control("com.example.Coffee.BrewToggle")  // its kind
  /// dashboard.control("BrewToggle")                      // its kind's last component
  /// dashboard.control("Brew")                            // its display name
  /// dashboard.control("Work")                            // its title on screen
  /// ```
  ///
  /// Two controls of one kind (a configurable control added twice) are told apart by their
  /// titles. Controls that are only on the Lock Screen or the Action button are found too.
  public func control(
    _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ControlSnapshot? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return namedControl(name, at: site).map { ControlSnapshot($0, now: now) }
  }

  /// Uses a control as a person would: Control Center (or the Lock Screen), focus, Enter.
  ///
  /// A toggle toggles, a button runs its action. The name is read as `control(_:)` reads it.
  /// `space` is `.controlCenter` or `.lockScreen` (a bottom slot); the Action button has
  /// `pressActionButton()` and `holdActionButton()`. A name that names no control, or several,
  /// or a control that isn't in that space, fails the test and presses nothing.
  public func tap(
    _ name: String, on space: Space = .controlCenter, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let control = namedControl(name, at: site) else { return }
    let isThere: Bool
    switch space {
    case .controlCenter: isThere = control.isInControlCenter
    case .lockScreen: isThere = state.lockScreenSlots.contains(control.id)
    default:
      TestFailure.record(
        "tap(_:on:) uses Control Center or the Lock Screen; for the \(space.title) use "
          + (space == .actionButton ? "pressActionButton() or holdActionButton()" : "press(_:)")
          + ".",
        at: site)
      return
    }
    guard isThere else {
      TestFailure.record(
        "Can't tap \"\(name)\" on the \(space.title): \(control.kind) isn't there. Place it there first.",
        at: site)
      return
    }
    await show(space)
    await session.send(.navigation(.focusControl(control.id)))
    await press(.enter)
  }

  /// The placed widget that a name names, or `nil` and a failed test.
  ///
  /// The name is the widget's kind (or its last reverse-DNS component), its display name, or
  /// the placed instance's name ("CoffeeStatus#2"). Where one kind is placed more than once,
  /// `family` and `containing` (a text the widget shows) choose one, or the instance's name.
  ///
  /// ```swift
  /// dashboard.widget("CharacterDetail", family: .systemSmall, containing: "Egghead")
  /// ```
  public func widget(
    _ name: String, family: WidgetFamily? = nil, containing text: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> WidgetSnapshot? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let placed = widgets
    let lookup = NameLookup<WidgetSnapshot>(
      noun: "widget",
      names: { [[$0.kind, $0.kind.shortKind], [$0.displayName], [$0.name]] },
      listing: { widget in
        "\(widget.name) \"\(widget.displayName)\" (\(widget.family)) showing "
          + (widget.texts.isEmpty
            ? "no text" : widget.texts.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))
      })
    let named = lookup.matches(name, in: placed)
    guard !named.isEmpty else {
      TestFailure.record(lookup.unknown(name, among: placed), at: site)
      return nil
    }
    let chosen = named.filter { widget in
      (family.map { widget.family == $0 } ?? true)
        && (text.map { wanted in widget.texts.contains { $0.contains(wanted) } } ?? true)
    }
    guard chosen.count == 1 else {
      let wanted = [family.map { "in \($0)" }, text.map { "showing \"\($0)\"" }]
        .compactMap { $0 }.joined(separator: " and ")
      TestFailure.record(
        chosen.isEmpty
          ? "No widget named \"\(name)\" \(wanted). Those named \"\(name)\" are:\n"
            + lookup.list(named)
          : "\"\(name)\" names \(chosen.count) widgets; choose one with family: or "
            + "containing: (a text it shows):\n" + lookup.list(chosen),
        at: site)
      return nil
    }
    return chosen[0]
  }

  /// The control a name names, the failure recorded when there is none or several.
  func namedControl(_ name: String, at site: CallSite) -> ControlInstance? {
    let lookup = NameLookup<ControlInstance>(
      noun: "control",
      names: { [[$0.kind, $0.kind.shortKind], [$0.displayName], [$0.displayed.title]] },
      listing: { control in
        "\(control.kind) \"\(control.displayName)\", titled \"\(control.displayed.title)\""
          + (control.isInControlCenter ? "" : " (not in Control Center)")
      })
    switch lookup.find(name, in: Array(state.controls)) {
    case .found(let control):
      return control
    case .failed(let message):
      TestFailure.record(message, at: site)
      return nil
    }
  }
}
