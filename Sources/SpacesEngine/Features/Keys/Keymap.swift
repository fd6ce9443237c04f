// A little over 400 lines: `standard` is the whole key table in one declaration, kept together
// so it reads top to bottom in the order help shows it.

/// The one table of keys: the reducer looks keys up in it, and the footer, the help overlay and
/// the README's key table are generated from it (a test checks the README).
package struct Keymap: Sendable {
  /// A hint in the footer for one row of the table.
  package struct FooterLabel: Sendable {
    /// The spaces it shows on (`nil`: all).
    package var spaces: Set<Space>?
    /// The label.
    package var text: String
    /// The label when drawing ASCII only.
    package var ascii: String
    /// Whether it always stays (help and quit); others are dropped when the footer is narrow.
    package var isFixed = false
    /// Whether it shows only in edit mode (`true`), only outside it (`false`) or both (`nil`).
    package var editing: Bool? = nil
    /// The modes it shows in, whatever the space (`nil`: outside any mode, as `spaces` says).
    package var modes: Set<FooterMode>? = nil
    /// Whether the footer keeps it only when room is left after the others (a less used key).
    package var isSecondary = false
    /// Whether it follows a mode's hints, as the hints every space shares do (`nil` spaces).
    package var staysInModes = false
    /// The modes whose focus takes its key (a hint that stays in modes, left out there).
    package var notInModes: Set<FooterMode> = []
  }

  /// A focus with keys of its own: its hints replace the space's in the footer (the hints every
  /// space shares follow them).
  package enum FooterMode: Hashable, Sendable {
    /// StandBy showing its two stacks of small widgets.
    case standByWidgets
    /// StandBy's large clock.
    case standByClock
    /// A Live Activity banner on the Lock Screen, the banner itself focused (`Tab`).
    case banner
    /// One of the focused banner's buttons, toggles or links.
    case bannerElement
    /// Control Center's brightness or volume slider (`←` `→` adjust it).
    case slider
    /// The VoiceOver overlay (`A`): its hints come first and the focus's keys stay, since
    /// moving the focus reads the next control or widget.
    case voiceOver
  }

  /// One row: keys and what they do, as the help overlay, footer and README say it.
  package struct Row: Sendable {
    /// The keys and their commands.
    package var bindings: [(key: KeyEvent, command: KeyCommand)]
    /// The keys as the help overlay writes them ("" when `help` is a whole line).
    package var helpKeys: String
    /// The help overlay's description, one line each.
    package var help: [String]
    /// The keys as the README writes them (Markdown).
    package var readmeKeys: String
    /// The README's description.
    package var readme: String
    /// The footer hints.
    package var footer: [FooterLabel] = []
  }

  /// The rows in the order help shows them.
  package let rows: [Row]
  private let commands: [KeyEvent: KeyCommand]

  package init(rows: [Row]) {
    self.rows = rows
    var commands: [KeyEvent: KeyCommand] = [:]
    for row in rows {
      for binding in row.bindings {
        precondition(commands[binding.key] == nil, "key \(binding.key) bound twice")
        commands[binding.key] = binding.command
      }
    }
    self.commands = commands
  }

  /// The command of a key, if it has one.
  package func command(for key: KeyEvent) -> KeyCommand? { commands[key] }

  /// The width of the help overlay's key column.
  package static let helpKeyColumn = 18

  /// The help overlay's lines (without its title and closing line).
  package var helpLines: [String] {
    rows.flatMap { row -> [String] in
      guard !row.helpKeys.isEmpty else { return row.help }
      return row.help.enumerated().map { index, line in
        let keys = index == 0 ? row.helpKeys : ""
        return keys + String(repeating: " ", count: max(1, Self.helpKeyColumn - keys.count)) + line
      }
    }
  }

  /// The footer's hints for a space: optional ones (most useful first) and fixed ones. In a
  /// mode (StandBy, a focused banner) the mode's hints take the place of the space's (but for
  /// those that stay in modes); while the VoiceOver overlay shows, its hints come first.
  package func footer(
    for space: Space, asciiOnly: Bool, isEditing: Bool = false, mode: FooterMode? = nil,
    showsVoiceOver: Bool = false
  ) -> (optional: [(text: String, isSecondary: Bool)], fixed: [String]) {
    typealias Hint = (text: String, isSecondary: Bool)
    var overlay: [Hint] = []
    var own: [Hint] = []
    var kept: [Hint] = []
    var general: [Hint] = []
    var fixed: [String] = []
    for label in rows.flatMap(\.footer) {
      let text = (asciiOnly ? label.ascii : label.text, label.isSecondary)
      if let modes = label.modes {
        if showsVoiceOver, modes.contains(.voiceOver) { overlay.append(text) }
        if let mode, modes.contains(mode) { own.append(text) }
        continue
      }
      if let mode, label.notInModes.contains(mode) { continue }
      guard
        label.spaces?.contains(space) ?? true, (label.editing ?? isEditing) == isEditing
      else { continue }
      if label.isFixed {
        fixed.append(text.0)
      } else if label.staysInModes {
        kept.append(text)
      } else if label.spaces == nil {
        general.append(text)
      } else if mode == nil {
        own.append(text)
      }
    }
    // The space's hints that stay in modes before those every space shares.
    return (overlay + own + kept + general, fixed)
  }

  /// The README's key table (Markdown).
  package var markdownTable: String {
    (["| key | does |", "| --- | --- |"] + rows.map { "| \($0.readmeKeys) | \($0.readme) |" })
      .joined(separator: "\n")
  }

  /// The dashboard's keys.
  package static let standard = Keymap(rows: [
    Row(
      bindings: Space.allCases.map { (KeyEvent.character($0.key), KeyCommand.showSpace($0)) },
      helpKeys: "",
      help: [Space.allCases.map { "\($0.key)  \($0.title)" }.joined(separator: "   ")],
      readmeKeys: Space.allCases.map { "`\($0.key)`" }.joined(separator: " "),
      // No footer hint: the status bar's tabs show each space's digit beside its name.
      readme: Space.allCases.map(\.title).joined(separator: ", ")),
    Row(
      bindings: [
        (.up, .moveFocus(.up)), (.character("k"), .moveFocus(.up)),
        (.down, .moveFocus(.down)), (.character("j"), .moveFocus(.down)),
        (.left, .moveFocus(.left)), (.character("h"), .moveFocus(.left)),
        (.right, .moveFocus(.right)), (.character("l"), .moveFocus(.right)),
      ],
      helpKeys: "←↑↓→ or h j k l",
      help: ["move focus (Lock Screen: choose slot);", "a slider: ←→ adjust it"],
      readmeKeys: "arrows or `h` `j` `k` `l`",
      readme:
        "move focus (Lock Screen: choose a slot; Control Lab: scroll a control at a time; "
        + "Control Center and Lock Screen: `↑` at the top focuses the Now Playing module, "
        + "`←` `→` its buttons, `Enter` presses, `↓` leaves; on Control Center's focused "
        + "brightness or volume slider `←` `→` lower and raise it, `↑` `↓` leave)",
      footer: [
        FooterLabel(spaces: [.controlCenter], text: "←↑↓→ move", ascii: "arrows move"),
        FooterLabel(spaces: [.lockScreen], text: "←→ slot", ascii: "left/right slot"),
        FooterLabel(spaces: [.homeScreen], text: "←→ move", ascii: "arrows move"),
        FooterLabel(spaces: [.controlLab], text: "↑↓ scroll", ascii: "up/down scroll"),
        FooterLabel(spaces: [.shortcuts], text: "←↑↓→ move", ascii: "arrows move"),
        FooterLabel(
          spaces: nil, text: "↑↓ rotate", ascii: "Up/Down rotate", modes: [.standByWidgets]),
        FooterLabel(spaces: nil, text: "→ clock", ascii: "Right clock", modes: [.standByWidgets]),
        FooterLabel(spaces: nil, text: "← widgets", ascii: "Left widgets", modes: [.standByClock]),
        FooterLabel(spaces: nil, text: "←→ adjust", ascii: "left/right adjust", modes: [.slider]),
        FooterLabel(spaces: nil, text: "↑↓ move", ascii: "up/down move", modes: [.slider]),
      ]),
    Row(
      bindings: [(.enter, .activate), (.character(" "), .activate)],
      helpKeys: "Enter or Space",
      help: [
        "toggle or press the focused control",
        "Action button: press shows the hint;",
        "hold, or press again within 2 s, to run",
        "Home Screen: press; Shortcuts: run it",
      ],
      readmeKeys: "`Enter` or `Space`",
      readme:
        "toggle or press the focused control; on the Action button, a press shows the hint and "
        + "holding (key auto-repeat for about half a second) or pressing again within 2 s runs it; "
        + "on the Home Screen, press the focused widget's focused `Button(intent:)`, "
        + "`Toggle(isOn:intent:)` or `Link` (drawn reversed), or open its app with its "
        + "`widgetURL` when it has none (without one, its app, as a tap on iOS opens it); "
        + "in Shortcuts, run the focused App Shortcut (as the "
        + "Siri bar runs it, with the parameters edited in its sentence); on the Lock Screen's "
        + "focused Live Activity banner, press its focused `Button(intent:)`, "
        + "`Toggle(isOn:intent:)` or `Link` (its intent runs; the banner shows the activity's "
        + "update), or on the banner itself open its app with its `widgetURL`",
      footer: [
        // Where a click does what Enter does, the hint names the mouse with the key.
        FooterLabel(
          spaces: [.controlCenter, .lockScreen], text: "Enter/click toggle",
          ascii: "Enter/click toggle", editing: false),
        FooterLabel(
          spaces: [.actionButton], text: "Enter/click press, again/hold runs",
          ascii: "Enter/click press, again/hold runs", editing: false),
        FooterLabel(
          spaces: [.homeScreen], text: "Enter/click press", ascii: "Enter/click press",
          editing: false),
        FooterLabel(spaces: [.shortcuts], text: "Enter run", ascii: "Enter run", editing: false),
        FooterLabel(
          spaces: [.lockScreen, .actionButton], text: "Enter choose", ascii: "Enter choose",
          editing: true),
        FooterLabel(
          spaces: nil, text: "Enter open the app", ascii: "Enter open the app", modes: [.banner]
        ),
        FooterLabel(
          spaces: nil, text: "Enter press", ascii: "Enter press", modes: [.bannerElement]),
      ]),
    Row(
      bindings: [(.tab, .cycleFocus(1)), (.backTab, .cycleFocus(-1))],
      helpKeys: "Tab / Shift-Tab",
      help: ["next control, banner, button, parameter"],
      readmeKeys: "`Tab` / `Shift-Tab`",
      readme:
        "next / previous control (Lock Screen: slot, and past the last slot each Live "
        + "Activity banner, top first, then its buttons, toggles and links, drawn reversed; "
        + "Home Screen: the focused widget's next "
        + "button, toggle or link, past its last one the next widget; Shortcuts: the focused "
        + "tile's parameters in its sentence, where `Enter` changes one with its picker or "
        + "field, and past the last one back to the tiles)",
      footer: [
        FooterLabel(spaces: [.shortcuts], text: "Tab parameters", ascii: "Tab parameters"),
        FooterLabel(
          spaces: nil, text: "Tab stack", ascii: "Tab stack", modes: [.standByWidgets]),
        FooterLabel(
          spaces: nil, text: "Tab next", ascii: "Tab next",
          modes: [.banner, .bannerElement, .slider]),
      ]),
    Row(
      bindings: [(.character("c"), .configure), (.character("n"), .flipStack)],
      helpKeys: "c  n",
      help: ["configure the focused control", "or widget; n: next widget in a Smart Stack"],
      readmeKeys: "`c`, `n`",
      readme:
        "`c`: configure the focused control (one with a configuration intent): a form built "
        + "from the intent's parameters; on the Home Screen, Edit Widget for the focused "
        + "widget (Edit Stack on a Smart Stack), and on the Lock Screen in edit mode for the "
        + "focused accessory widget; `n`: Home Screen: the next widget in the focused Smart "
        + "Stack (held until a widget's relevance changes)"),
    Row(
      bindings: [
        (.character("i"), .toggleInspector), (.character("W"), .widenInspector),
        (.character("A"), .toggleVoiceOver),
      ],
      helpKeys: "i  W  A", help: ["inspector (event log); W: wide inspector; A: VoiceOver"],
      readmeKeys: "`i`, `W`, `A`",
      readme:
        "`i`: the inspector, the event log with every reload's cause (long lines wrap); `W`: "
        + "the inspector half the window wide, and back (it opens if shut); `A`: the VoiceOver "
        + "overlay, the focused widget (Home Screen) or control (Control Center, Lock Screen, "
        + "Action button) read as VoiceOver reads it, element by element (label, value, traits, "
        + "hint); `A` or `Esc` closes it",
      footer: [
        FooterLabel(spaces: nil, text: "i inspector", ascii: "i inspector"),
        FooterLabel(
          spaces: nil, text: "A/Esc close VoiceOver", ascii: "A/Esc close VoiceOver",
          modes: [.voiceOver]),
      ]),
    Row(
      bindings: [(.character("D"), .toggleDeveloperMode)],
      helpKeys: "D", help: ["widgets: Developer Mode (no budget)"],
      readmeKeys: "`D`",
      readme:
        "widgets' Developer Mode on or off: as WidgetKit's, it lifts the refresh budget "
        + "(also `--developer-mode`)",
      footer: [
        FooterLabel(
          spaces: [.homeScreen], text: "D dev mode", ascii: "D dev mode", isSecondary: true)
      ]),
    Row(
      bindings: [
        (.character("P"), .previewTimeline), (.character("Y"), .toggleStandBy),
        (.pageUp, .page(-1)), (.pageDown, .page(1)),
      ],
      helpKeys: "P  Y  PgUp PgDn", help: ["Home: preview, StandBy, pages"],
      readmeKeys: "`P`, `Y`, `PageUp` `PageDown`",
      readme:
        "Home Screen: `P` previews the focused widget's timeline, as Xcode's `#Preview(as:) … "
        + "timeline:` does: the widget in its family, entry k of n with each entry's date, `←` "
        + "`→` step through the entries with their transitions, `Esc` closes; the entries are "
        + "the app's `#Preview` timeline for the kind, else the widget's provider's timeline; "
        + "`Y` is StandBy, as iOS 17 shows a phone charging on its side: two stacks of small "
        + "widgets side by side, `↑` `↓` rotate a stack, `Tab` picks the other stack, `←` `→` "
        + "switch to the large clock and back, `Y` or `Esc` leaves; `PageUp` / `PageDown`: the "
        + "previous / next page (`←` `→` past a page's edge turn it too)",
      footer: [
        FooterLabel(spaces: [.homeScreen], text: "P preview", ascii: "P preview"),
        FooterLabel(spaces: [.homeScreen], text: "Y StandBy", ascii: "Y StandBy", editing: false),
        FooterLabel(
          spaces: nil, text: "Y leave", ascii: "Y leave",
          modes: [.standByWidgets, .standByClock]),
      ]),
    Row(
      bindings: [(.character("L"), .toggleLock)],
      helpKeys: "L", help: ["lock / unlock the device"],
      readmeKeys: "`L`",
      readme:
        "lock or unlock the device: privacy-sensitive controls hide their state, intents that "
        + "need authentication ask to unlock first (Enter unlocks, Esc cancels)",
      footer: [FooterLabel(spaces: [.lockScreen], text: "L lock", ascii: "L lock")]),
    Row(
      bindings: [(.escape, .cancel)],
      helpKeys: "Esc",
      help: ["leave edit mode; cancel the focused", "control's action; close the inspector"],
      readmeKeys: "`Esc`",
      readme:
        "leave edit mode (or close the gallery); otherwise close the VoiceOver overlay; otherwise "
        + "cancel the focused control's running action (its intent is cancelled); otherwise "
        + "close the inspector",
      footer: [
        FooterLabel(
          spaces: nil, text: "Esc back to the slots", ascii: "Esc back to the slots",
          modes: [.banner, .bannerElement])
      ]),
    Row(
      bindings: [(.character("e"), .toggleEditMode)],
      helpKeys: "e", help: ["edit mode (Lock Screen, Action: assign)"],
      readmeKeys: "`e`",
      readme:
        "edit mode: in Control Center add, remove, move and resize controls; on the Lock Screen "
        + "and the Action button, `Enter` chooses the focused slot's (the button's) control from "
        + "the gallery and `x` clears it; on the Home Screen (and the Lock Screen after `↑`) add, "
        + "remove and move widgets; every change is saved to the layout file",
      footer: [
        FooterLabel(
          spaces: [.controlCenter, .lockScreen, .actionButton, .homeScreen], text: "e edit",
          ascii: "e edit", editing: false, staysInModes: true,
          notInModes: [.standByWidgets, .standByClock])
      ]),
    Row(
      bindings: [(.character("a"), .addControl), (.character("+"), .addControl)],
      helpKeys: "a or +", help: ["add from the controls gallery"],
      readmeKeys: "`a` or `+`",
      readme:
        "the controls gallery (enters edit mode): every app's control kinds with their display "
        + "name, description and preview; type to search, arrows choose, `Enter` adds after the "
        + "focused control (or assigns the slot or button), `Esc` closes; on the Home Screen the "
        + "widget gallery: every app's widget kinds previewed from their snapshots, `←` `→` "
        + "page through a kind's sizes, `Enter` adds after the focused widget",
      footer: [
        FooterLabel(
          spaces: [.controlCenter, .homeScreen], text: "a add", ascii: "a add", editing: true)
      ]),
    Row(
      bindings: [
        (.character("x"), .removeControl), (.delete, .removeControl),
        (.backspace, .removeControl),
        (.character("<"), .moveControl(-1)), (.character(">"), .moveControl(1)),
        (.character("s"), .resizeControl),
      ],
      helpKeys: "x  < >  s",
      help: ["edit mode: remove, move, resize"],
      readmeKeys: "`x` (`Delete`, `Backspace`), `<` `>`, `s`",
      readme:
        "in edit mode: `x` removes the focused control (Lock Screen, Action button: clears it) "
        + "or Home Screen widget, `<` `>` move it earlier / later, `s` resizes a control: "
        + "small, medium, large; outside edit mode, `x` on the Lock Screen's focused Live "
        + "Activity banner is its ✕: the activity is dismissed (it leaves the Lock Screen and "
        + "the Dynamic Island, its `activityState` becomes `.dismissed`)",
      footer: [
        FooterLabel(
          spaces: [.controlCenter, .homeScreen], text: "x remove", ascii: "x remove", editing: true),
        FooterLabel(
          spaces: [.lockScreen, .actionButton], text: "x clear", ascii: "x clear", editing: true),
        FooterLabel(
          spaces: [.controlCenter, .homeScreen], text: "< > reorder", ascii: "< > reorder",
          editing: true),
        FooterLabel(spaces: [.controlCenter], text: "s size", ascii: "s size", editing: true),
        FooterLabel(
          spaces: nil, text: "x dismiss", ascii: "x dismiss", modes: [.banner, .bannerElement]),
        // Esc's hint in edit mode, after the edit keys.
        FooterLabel(
          spaces: Set(Space.allCases), text: "Esc done", ascii: "Esc done", editing: true),
      ]),
    Row(
      bindings: [
        (.character("p"), .clock(.togglePause)), (.character("["), .clock(.stepSpeed(-1))),
        (.character("]"), .clock(.stepSpeed(1))), (.character("."), .clock(.jumpToNextEvent)),
      ],
      helpKeys: "p  [ ]  .",
      help: ["clock: pause, slower / faster,", "jump to the next scheduled event"],
      readmeKeys: "`p`, `[` `]`, `.`",
      readme:
        "the dashboard's clock: `p` pauses and resumes simulated time, `[` / `]` slow it down "
        + "and speed it up (0.25× to 3600×; `spaces --speed N` starts at N×), `.` jumps to the "
        + "next scheduled event (the earliest deadline: a timer's end, a stale date, a retry) "
        + "and fires it; the status bar shows the speed, the inspector the simulated time"),
    Row(
      bindings: [(.character("t"), .cycleTheme)],
      helpKeys: "t", help: ["next theme (default, light...)"],
      readmeKeys: "`t`",
      readme:
        "switch to the next theme, live, in every space: the one the dashboard started with, "
        + "then the other built-in ones (default, light, high-contrast, monochrome)",
      footer: [FooterLabel(spaces: nil, text: "t theme", ascii: "t theme", isFixed: true)]),
    Row(
      bindings: [(.character("/"), .openSiri)],
      helpKeys: "/", help: ["Siri: type a phrase to run a shortcut"],
      readmeKeys: "`/`",
      readme:
        "the Siri / Spotlight bar: type an App Shortcut's phrase (forgiving about case, "
        + "punctuation and small typos) and `Enter` runs it, asking for what is missing; "
        + "“what can I do with <app>” lists an app's shortcuts; `Esc` closes",
      footer: [FooterLabel(spaces: nil, text: "/ Siri", ascii: "/ Siri", isFixed: true)]),
    Row(
      bindings: [(.character("I"), .expandIsland), (.character("S"), .openSettings)],
      helpKeys: "I  S", help: ["Dynamic Island; S: Live Activity settings"],
      readmeKeys: "`I`, `S`",
      readme:
        "`I`: expand the Dynamic Island: the most relevant Live Activity's expanded regions, "
        + "drawn over the space; `Enter` opens its app with the island's `widgetURL`, `Esc` (or "
        + "any other key) collapses it; `S`: Settings, as iOS's Settings › <App> › Live "
        + "Activities: every app that declares an `ActivityConfiguration` with its switch; `↑` "
        + "`↓` move, `Enter` or `Space` flips it (off: `Activity.request` throws `.denied`, the "
        + "app's running activities end, `ActivityAuthorizationInfo` in its code says so; saved "
        + "in `live-activities.json`), `Esc` closes",
      footer: [
        FooterLabel(
          spaces: [.actionButton], text: "I island", ascii: "I island", editing: false,
          isSecondary: true)
      ]),
    Row(
      bindings: [(.character("?"), .showHelp)],
      helpKeys: "?", help: ["this help"], readmeKeys: "`?`", readme: "help",
      footer: [FooterLabel(spaces: nil, text: "? help", ascii: "? help", isFixed: true)]),
    Row(
      bindings: [(.character("q"), .quit), (.control("c"), .quit)],
      helpKeys: "q", help: ["quit"], readmeKeys: "`q`",
      readme: "quit (the terminal is restored; so it is on Ctrl-C, SIGTERM and SIGHUP)",
      footer: [FooterLabel(spaces: nil, text: "q quit", ascii: "q quit", isFixed: true)]),
  ])
}
