#include "ui/about/aboutdialog.h"

#include "ui/widgets/icons.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace quatre::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_summary(new QLabel)
    , m_licence(new QPlainTextEdit)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("aboutDialog"));

    auto *aboutPage = new QWidget;
    auto *aboutLayout = new QHBoxLayout(aboutPage);
    auto *icon = new QLabel;
    icon->setPixmap(appIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    aboutLayout->addWidget(icon);
    m_summary->setObjectName(QStringLiteral("aboutSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_summary->setOpenExternalLinks(true);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    aboutLayout->addWidget(m_summary, 1);

    // The GPL is English only: its translations are not legally binding.
    m_licence->setObjectName(QStringLiteral("aboutLicence"));
    m_licence->setReadOnly(true);
    m_licence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_licence->setPlainText(licenceText());

    m_tabs->addTab(aboutPage, QString());
    m_tabs->addTab(m_licence, QString());

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);
    resize(620, 440);
    retranslate();
}

QString AboutDialog::licenceText()
{
    QFile file(QStringLiteral(":/about/LICENSE"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Quatre"));
    m_tabs->setTabText(0, tr("About"));
    m_tabs->setTabText(1, tr("Licence"));
    m_summary->setText(
        tr("<h2>Quatre %1</h2>"
           "<p>Four-in-a-row games: Connect Four on any board from 4x4 to 10x10, Quarto and 4Mation.</p>"
           "<p>Play against a friend or against computer players from Random to Perfect, "
           "or watch two computer players in a demo.</p>"
           "<p>Copyright © 2026 the Quatre developers.</p>"
           "<p>Quatre is free software: you can redistribute it and/or modify it under the terms of the "
           "GNU General Public License as published by the Free Software Foundation, either version 3 "
           "of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; "
           "the Licence tab has the details.</p>"
           "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

} // namespace quatre::ui
