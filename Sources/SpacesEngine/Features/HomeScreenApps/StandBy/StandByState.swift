/// StandBy (iOS 17): the Home Screen of a phone charging on its side, landscape: two stacks of
/// small widgets side by side, or a large clock. Which widget each stack shows, which of the two
/// `↑`/`↓` rotate, and which view is on.
package struct StandByState: Equatable, Sendable {
  /// StandBy's views, as swiping sideways pages between them on iOS.
  package enum View: Int, CaseIterable, Sendable {
    /// Two stacks of widgets side by side.
    case widgets
    /// The time in large digits, the date over it.
    case clock
  }

  /// The view on show.
  package var view = View.widgets
  /// The widget the left stack shows (an index into the Home Screen's small widgets).
  package var left = 0
  /// The widget the right stack shows.
  package var right = 1
  /// Whether `↑`/`↓` rotate the right stack (`false`: the left one).
  package var rightFocused = false

  /// StandBy with the Home Screen's first two small widgets.
  package init() {}

  /// The widgets StandBy's stacks show, in Home Screen order: the small ones, except kinds
  /// that disfavour StandBy (`disfavoredLocations([.standBy], for: [.systemSmall])`).
  package static func widgets(in state: DashboardState) -> [WidgetInstance] {
    let disfavored = state.homeScreenApps.standByDisfavoredKinds
    return state.widgets.homeScreen.filter {
      $0.family == .systemSmall && !disfavored.contains($0.kind)
    }
  }

  /// Applies a StandBy action to StandBy (`nil`: off).
  static func reduce(_ state: inout StandByState?, action: StandByAction) {
    switch action {
    case .toggle:
      state = state == nil ? StandByState() : nil
    case .exit:
      state = nil
    case .switchView(let step):
      guard let current = state?.view else { return }
      let count = View.allCases.count
      state?.view = View(rawValue: ((current.rawValue + step) % count + count) % count) ?? .widgets
    case .switchStack:
      state?.rightFocused.toggle()
    case .rotate(let step, let count):
      guard var standBy = state, count > 0, standBy.view == .widgets else { return }
      if standBy.rightFocused {
        standBy.right = ((standBy.right + step) % count + count) % count
      } else {
        standBy.left = ((standBy.left + step) % count + count) % count
      }
      state = standBy
    }
  }
}

/// What happens to StandBy.
package enum StandByAction: Equatable, Sendable {
  /// On, or off again.
  case toggle
  /// Off (Esc).
  case exit
  /// The next (`1`) or previous (`-1`) view: widgets, clock.
  case switchView(Int)
  /// The other stack takes `↑`/`↓`.
  case switchStack
  /// The focused stack shows its next (`1`) or previous (`-1`) widget of `count`.
  case rotate(Int, count: Int)
}
