// Help > About: what Quatre is, its version, the Qt it runs on, and its
// licence in full (GPL 3 or later), readable without a network.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;

namespace quatre::ui {

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The licence as shipped inside the program (empty if the resource is missing).
    static QString licenceText();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTabWidget *m_tabs;
    QLabel *m_summary;
    QPlainTextEdit *m_licence;
    QDialogButtonBox *m_buttons;
};

} // namespace quatre::ui
