/// The themes `t` cycles through: the theme the dashboard started with, then the other
/// built-in ones (default, light, high-contrast, monochrome).
package enum ThemeCycle {
  /// The built-in themes in the order `t` shows them.
  package static let order = ["default", "light", "high-contrast", "monochrome"]

  /// The built-in themes, loaded once.
  static let builtIns: [Theme] = order.compactMap { try? ThemeLoader.load(nameOrPath: $0) }

  /// The theme after `step` presses of `t`, starting from `base`.
  package static func theme(startingFrom base: Theme, step: Int) -> Theme {
    guard step != 0 else { return base }
    let cycle = [base] + builtIns.filter { $0.name != base.name }
    return cycle[((step % cycle.count) + cycle.count) % cycle.count]
  }
}
