import SpacesEngine

extension Painter {
  /// The keys of the presentation on top, for the footer: an overlay takes the keys while it
  /// shows, so the footer names its keys, not the space's under it. `nil` with none shown.
  ///
  /// Each is the hint the overlay itself names (a form's, a prompt's, the Siri bar's…), so the
  /// two never disagree; a question a Siri run asks shows in the bar, with the bar's keys.
  func presentationKeys(state: DashboardState) -> String? {
    let presentations = state.presentations
    guard let top = presentations.last else { return nil }
    let keys: String
    switch top {
    case .help: keys = "↑↓ scroll  any other key closes  q quit"
    case .prompt(let prompt): keys = prompt.hint
    case .configuration(let form): keys = form.hint
    case .unlock: keys = UnlockRequest.hint
    case .gallery(let gallery): keys = gallery.hint
    case .widgetGallery: keys = WidgetGalleryState.hint
    case .timelinePreview: keys = "← → previous/next entry  Esc close"
    case .siri(let bar):
      // A question the bar's run asks answers in the bar, with its keys.
      let question = presentations.lazy.compactMap { presentation -> PromptState? in
        guard case .prompt(let prompt) = presentation,
          state.runs.runs[prompt.run]?.origin == .siri
        else { return nil }
        return prompt
      }.first
      keys = question?.hint ?? bar.hint
    case .app: keys = AppScreenState.hint
    case .island(let activity):
      keys = activity?.island?.url != nil ? "Enter open  Esc close" : "Esc close"
    case .liveActivitySettings: keys = "↑↓ move  Enter switch  Esc close"
    case .editStack: keys = EditStackState.hint
    }
    return context.asciiOnly ? Self.asciiArrows(keys) : keys
  }

  /// A hint with its arrows spelled out for an ASCII-only terminal.
  static func asciiArrows(_ text: String) -> String {
    text.replacingOccurrences(of: "↑↓", with: "Up/Down")
      .replacingOccurrences(of: "← →", with: "Left/Right")
      .replacingOccurrences(of: "←→", with: "Left/Right")
      .replacingOccurrences(of: "↓", with: "Down").replacingOccurrences(of: "↑", with: "Up")
      .replacingOccurrences(of: "←", with: "Left").replacingOccurrences(of: "→", with: "Right")
  }
}
