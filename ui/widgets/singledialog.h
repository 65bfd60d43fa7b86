// Dialogs a window shows once at most: asked for again while one is open, the
// open one comes to the front rather than a second beside it.
#pragma once

#include <QWidget>

namespace quatre::ui {

enum class DialogMode {
    WindowModal, // QDialog::open(): the game and the AI keep running meanwhile
    Beside, // show(): the person may go on playing with it open
};

// Brings `parent`'s open dialog of type `Dialog` to the front; or makes one
// with `make()` (a child of `parent`), deletes it when closed, and shows it in
// `mode`. Returns the dialog made, or nullptr when one was open already.
template <class Dialog, class Make>
Dialog *showOnce(QWidget *parent, Make make, DialogMode mode = DialogMode::WindowModal)
{
    if (auto *open = parent->findChild<Dialog *>(QString(), Qt::FindDirectChildrenOnly)) {
        open->raise();
        open->activateWindow();
        return nullptr;
    }
    Dialog *dialog = make();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (mode == DialogMode::WindowModal)
        dialog->open();
    else
        dialog->show();
    return dialog;
}

} // namespace quatre::ui
