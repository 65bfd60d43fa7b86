#include "board/boardviewfactory.h"

#include "board/connectfourboardview.h"

namespace quatre::ui {

BoardView *createBoardView(GameKind kind, QWidget *parent)
{
    switch (kind) {
    case GameKind::ConnectFour:
        return new ConnectFourBoardView(parent);
    case GameKind::Quarto:
    case GameKind::FourMation:
        break;
    }
    return nullptr;
}

} // namespace quatre::ui
