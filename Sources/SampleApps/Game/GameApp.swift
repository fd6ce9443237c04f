import Foundation
import SpacesKit

/// The game app: characters whose health the widget shows; a team member's healing potion
/// reloads the widget that shows the character.
package struct GameApp: Sendable {
  /// The app's name.
  package static let name = "Game"

  package init() {}

  /// Starts the game: Power Panda at 25 % (three hours from full), Egghead in a two-hour
  /// dragon battle at 50 %.
  package func launch() {
    let now = Date.now
    let store = CharacterHealthStore.shared
    store.set("power-panda", health: 25, at: now)
    store.set("egghead", health: 50, at: now, battleEnds: now + 2 * 3600)
  }

  /// A push notification said a team member gave a character a healing potion: the health goes
  /// up and the widget showing the character reloads (the documentation's listing).
  package func receiveHealingPotion(for characterThatReceivedHealingPotion: GameCharacter) {
    CharacterHealthStore.shared.heal(
      characterThatReceivedHealingPotion.id, at: Date.now)
    WidgetCenter.shared.getCurrentConfigurations { result in
      guard case .success(let widgets) = result else { return }

      // Iterate over the WidgetInfo elements to find one that matches
      // the character from the push notification.
      if let widget = widgets.first(
        where: { widget in
          let intent = widget.configuration as? SelectCharacterIntent
          return intent?.character == characterThatReceivedHealingPotion
        }
      ) {
        WidgetCenter.shared.reloadTimelines(ofKind: widget.kind)
      }
    }
  }
}

/// Gives the configured character a healing potion, as a team member's push would.
package struct GiveHealingPotionIntent: AppIntent {
  package static let title: LocalizedStringResource = "Give Healing Potion"

  package init() {}

  package func perform() async throws -> some IntentResult {
    GameApp().receiveHealingPotion(for: GameCharacter.all[0])
    return .result()
  }
}

/// The game's widget extension.
package struct GameExtensionBundle: WidgetBundle {
  package init() {}

  package var body: some Widget {
    CharacterDetailWidget()
  }
}

extension GameApp {
  /// The widgets the game places (kind, family, character): Power Panda in every Home Screen
  /// family, Egghead (in a dragon battle) small, and Power Panda on the Lock Screen.
  package static var defaultWidgets:
    [(kind: String, family: WidgetFamily, configuration: IntentBox)]
  {
    let panda = IntentBox(SelectCharacterIntent(character: GameCharacter.all[0]))
    let egghead = IntentBox(SelectCharacterIntent(character: GameCharacter.all[1]))
    let kind = CharacterDetailWidget.kind
    return [
      (kind, .systemSmall, panda), (kind, .systemSmall, egghead), (kind, .systemMedium, panda),
      (kind, .systemLarge, panda), (kind, .accessoryCircular, panda),
      (kind, .accessoryRectangular, egghead), (kind, .accessoryInline, panda),
    ]
  }
}
