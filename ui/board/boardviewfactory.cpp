#include "ui/board/boardviewfactory.h"

#include "ui/board/connectfourboardview.h"
#include "ui/board/fourmationboardview.h"
#include "ui/board/quartoboardview.h"

namespace quatre::ui {

BoardView *createBoardView(GameKind kind, QWidget *parent)
{
    switch (kind) {
    case GameKind::ConnectFour:
        return new ConnectFourBoardView(parent);
    case GameKind::Quarto:
        return new QuartoBoardView(parent);
    case GameKind::FourMation:
        return new FourMationBoardView(parent);
    }
    return nullptr;
}

} // namespace quatre::ui
