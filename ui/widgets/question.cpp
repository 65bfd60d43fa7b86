#include "ui/widgets/question.h"

#include <QPushButton>

namespace quatre::ui {

QMessageBox::StandardButton Question::ask(QWidget *parent, const QString &text, const QString &details,
                                          QMessageBox::StandardButtons buttons,
                                          QMessageBox::StandardButton defaultButton,
                                          const QList<std::pair<QMessageBox::StandardButton, QString>> &words)
{
    QMessageBox box(QMessageBox::Question, QCoreApplication::applicationName(), text, buttons, parent);
    box.setObjectName(QStringLiteral("question"));
    box.setInformativeText(details);
    box.setDefaultButton(defaultButton);
    translateButtons(box);
    for (const auto &[button, word] : words)
        if (QAbstractButton *shown = box.button(button))
            shown->setText(word);
    return QMessageBox::StandardButton(box.exec());
}

void Question::warn(QWidget *parent, const QString &text, const QString &details)
{
    QMessageBox box(QMessageBox::Warning, QCoreApplication::applicationName(), text, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("warning"));
    box.setInformativeText(details);
    translateButtons(box);
    box.exec();
}

void Question::translateButtons(QMessageBox &box)
{
    const std::pair<QMessageBox::StandardButton, QString> words[] = {
        {QMessageBox::Ok, tr("OK")},        {QMessageBox::Yes, tr("&Yes")},         {QMessageBox::No, tr("&No")},
        {QMessageBox::Save, tr("&Save")},   {QMessageBox::Discard, tr("&Discard")}, {QMessageBox::Cancel, tr("Cancel")},
        {QMessageBox::Reset, tr("&Reset")},
    };
    for (const auto &[button, text] : words)
        if (QAbstractButton *shown = box.button(button))
            shown->setText(text);
}

} // namespace quatre::ui
