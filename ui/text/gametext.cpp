#include "ui/text/gametext.h"

namespace quatre::ui {

QString GameText::name(GameKind kind)
{
    switch (kind) {
    case GameKind::ConnectFour: return tr("Connect Four");
    case GameKind::Quarto: return tr("Quarto");
    case GameKind::FourMation: return tr("4Mation");
    }
    return {};
}

} // namespace quatre::ui
