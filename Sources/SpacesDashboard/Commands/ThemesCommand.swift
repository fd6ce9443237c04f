import ArgumentParser
import Foundation
import SpacesRender

/// `spaces themes`: the built-in themes, one line each with a preview.
struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List the built-in themes, each with a one-line preview.",
    discussion: """
      On a terminal each line shows the theme's roles in its colours and attributes; otherwise \
      (a pipe, a file) the theme's description. Use one with --theme NAME or SPACES_THEME=NAME; \
      --theme also takes a path to a theme file (copy one from themes/ to start).
      """)

  @Flag(help: "Print the styled preview even when standard output is not a terminal.")
  var color = false

  func run() throws {
    let styled = color || isatty(STDOUT_FILENO) == 1
    print(Self.lines(styled: styled).joined(separator: "\n"))
  }

  /// One line per built-in theme: its name, then a styled sample or its description.
  static func lines(styled: Bool) -> [String] {
    let names = ThemeLoader.builtInNames
    let width = (names.map(\.count).max() ?? 0) + 2
    return names.map { name in
      let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
      guard styled else { return padded + ThemeLoader.summary(ofBuiltIn: name) }
      guard let theme = try? ThemeLoader.load(nameOrPath: name) else {
        return padded + "(broken: run spaces --theme \(name) for the error)"
      }
      return padded + ANSIText.render(ThemePreview.frame(theme: theme))
    }
  }
}
