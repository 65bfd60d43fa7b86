#include "ui/networkplay/networkcontroller.h"

#include "ui/network/lanannouncer.h"
#include "ui/networkplay/chatbox.h"
#include "ui/networkplay/hostdialog.h"
#include "ui/networkplay/joindialog.h"
#include "ui/networkplay/networkbar.h"
#include "ui/networkplay/networkplay.h"
#include "ui/session/gamesession.h"
#include "ui/settings/settings.h"
#include "ui/widgets/question.h"

#include <QAction>
#include <QApplication>
#include <QHostAddress>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>

namespace quatre::ui {

namespace {

constexpr int kMessageMs = 8000;

} // namespace

NetworkController::NetworkController(QMainWindow *window, NetworkPlay *play, NetworkBar *bar, ChatBox *chat,
                                     Actions actions, const GameRegistry &games, const Settings &settings,
                                     QSettings *store)
    : QObject(window)
    , m_window(window)
    , m_play(play)
    , m_bar(bar)
    , m_chat(chat)
    , m_actions(actions)
    , m_games(games)
    , m_settings(settings)
    , m_store(store)
{
    connect(actions.hostGame, &QAction::triggered, this, &NetworkController::hostGame);
    connect(actions.joinGame, &QAction::triggered, this, &NetworkController::joinGame);
    connect(actions.resign, &QAction::triggered, this, &NetworkController::resign);
    connect(play, &NetworkPlay::stateChanged, this, &NetworkController::onStateChanged);
    connect(play, &NetworkPlay::message, this, [this](const QString &text) {
        m_bar->setEvent(text);
        m_window->statusBar()->showMessage(text, kMessageMs);
    });
    connect(play, &NetworkPlay::chatLine, this, [this](const QString &author, const QString &text, bool mine) {
        m_chat->addLine(mine ? tr("You") : author, text);
        if (!mine)
            QApplication::alert(m_window);
    });
    connect(chat, &ChatBox::lineEntered, play, &NetworkPlay::sendChat);
    connect(play, &NetworkPlay::requestReceived, this, [this] { QApplication::alert(m_window); });
    connect(play, &NetworkPlay::requestsChanged, this, &NetworkController::changed);
    connect(play, &NetworkPlay::requestAnswered, this,
            [this](net::RequestKind kind, bool accepted) { onRequestAnswered(int(kind), accepted); });
    connect(bar, &NetworkBar::continueAgainstAiRequested, this, [this] {
        // The AI the settings give the other seat, or Expert.
        const Seat chosen = m_settings.seats[std::size_t(1 - m_play->localSeat())];
        AiConfig expert;
        expert.level = AiLevel::Expert;
        m_play->continueAgainstAi(chosen.human ? expert : chosen.ai);
    });
}

void NetworkController::onStateChanged()
{
    const NetworkPlay::State state = m_play->state();
    m_chat->setVisible(state == NetworkPlay::State::Playing || state == NetworkPlay::State::Lost);
    m_chat->setSendingEnabled(state == NetworkPlay::State::Playing);
    emit changed();
}

void NetworkController::onRequestAnswered(int kind, bool accepted)
{
    const QString name = m_play->peerName();
    QString text;
    if (net::RequestKind(kind) == net::RequestKind::Undo)
        text = accepted ? tr("%1 allowed taking back the move.").arg(name)
                        : tr("%1 did not allow taking back the move.").arg(name);
    else
        text = accepted ? tr("%1 agreed to a new game.").arg(name) : tr("%1 declined a new game.").arg(name);
    m_window->statusBar()->showMessage(text, kMessageMs);
}

quint16 NetworkController::discoveryPort() const
{
    const int port = m_store ? m_store->value(QLatin1String(kDiscoveryPortKey), net::kDiscoveryPort).toInt() : 0;
    return port > 0 && port <= 65535 ? quint16(port) : net::kDiscoveryPort;
}

void NetworkController::hostGame()
{
    HostDialog dialog(m_settings, m_games, m_store, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.remember();
    HostChoice choice = dialog.choice();
    choice.announceTo = net::LanAnnouncer::destinationFrom(
        m_store ? m_store->value(QLatin1String(net::kAnnounceAddressKey)).toString() : QString());
    choice.announcePort = discoveryPort();
    QString error;
    m_chat->clear();
    if (!m_play->host(choice, &error)) {
        Question::warn(m_window, tr("Cannot host the game."), error);
        return;
    }
    m_window->statusBar()->showMessage(tr("Hosting: waiting for a player to join."));
}

void NetworkController::joinGame()
{
    JoinDialog dialog(m_games, m_store, m_window);
    dialog.listenForGames(QHostAddress(QHostAddress::AnyIPv4), discoveryPort());
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.remember();
    m_chat->clear();
    m_play->join(dialog.choice());
}

void NetworkController::resign()
{
    if (m_play->state() != NetworkPlay::State::Playing)
        return;
    if (Question::ask(m_window, tr("Resign this game?"), tr("%1 wins it.").arg(m_play->peerName()),
                      QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel,
                      {{QMessageBox::Yes, m_actions.resign->text()}})
        == QMessageBox::Yes)
        m_play->resign();
}

} // namespace quatre::ui
