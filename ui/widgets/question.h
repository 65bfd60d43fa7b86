// A question in a message box, with the buttons' words in the interface's
// language (Qt ships no translation of its standard buttons for European
// Portuguese or Romanian, so Quatre words them itself).
#pragma once

#include <QCoreApplication>
#include <QMessageBox>
#include <QList>
#include <QString>

#include <utility>

namespace quatre::ui {

class Question {
    Q_DECLARE_TR_FUNCTIONS(Question)

public:
    // Shows a modal box and returns the button pressed (Escape gives the
    // Cancel or No button's answer). `words` names buttons whose standard
    // word would not say what they do ("Quit Anyway" for Discard).
    static QMessageBox::StandardButton ask(QWidget *parent, const QString &text, const QString &details,
                                           QMessageBox::StandardButtons buttons,
                                           QMessageBox::StandardButton defaultButton,
                                           const QList<std::pair<QMessageBox::StandardButton, QString>> &words = {});
    // A warning with one OK button.
    static void warn(QWidget *parent, const QString &text, const QString &details);

    // Words the standard buttons of `box` that Quatre uses.
    static void translateButtons(QMessageBox &box);
};

} // namespace quatre::ui
